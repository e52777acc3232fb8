# The synta package for CMake, installed by `make -C runtime-c install`:
#
#   find_package(synta 0.1 REQUIRED)
#   add_executable(app main.c)
#   synta_generate(app SCHEMAS schemas/PKIX1Explicit88.asn1 [INCLUDE_DIRS dir...] [OPTIONS arg...])
#
# gives the imported targets synta::rt (the C runtime, with BER mode) and
# synta::compile (the compiler), and synta_generate(), which runs
# synta-compile at build time and compiles its C into the target.

get_filename_component(_synta_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)

if(NOT TARGET synta::rt)
    add_library(synta::rt STATIC IMPORTED)
    set_target_properties(synta::rt PROPERTIES
        IMPORTED_LOCATION "${_synta_prefix}/lib/libsynta_rt.a"
        INTERFACE_INCLUDE_DIRECTORIES "${_synta_prefix}/include/synta")
endif()

if(NOT TARGET synta::compile)
    add_executable(synta::compile IMPORTED)
    set_target_properties(synta::compile PROPERTIES IMPORTED_LOCATION "${_synta_prefix}/bin/synta-compile")
endif()

# synta_generate(<target> SCHEMAS <file>... [INCLUDE_DIRS <dir>...] [OPTIONS <arg>...])
#
# Compiles every module of SCHEMAS (modules they import are found in
# INCLUDE_DIRS and next to the schemas) into C under
# ${CMAKE_CURRENT_BINARY_DIR}/synta/<target>, regenerated when a schema
# changes, and adds it to <target> with its include directory and synta::rt.
# OPTIONS go to synta-compile as they are (--prefix MODULE=PREFIX, --raw ...).
function(synta_generate target)
    cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "SCHEMAS;INCLUDE_DIRS;OPTIONS")
    if(NOT arg_SCHEMAS)
        message(FATAL_ERROR "synta_generate(${target}): no SCHEMAS")
    endif()
    set(out "${CMAKE_CURRENT_BINARY_DIR}/synta/${target}")
    set(schemas "")
    foreach(schema IN LISTS arg_SCHEMAS)
        get_filename_component(schema "${schema}" ABSOLUTE)
        list(APPEND schemas "${schema}")
    endforeach()
    set(includes "")
    foreach(dir IN LISTS arg_INCLUDE_DIRS)
        get_filename_component(dir "${dir}" ABSOLUTE)
        list(APPEND includes -I "${dir}")
    endforeach()
    set(command --lang c -o "${out}" ${includes} ${arg_OPTIONS} ${schemas})

    # The files it writes, named before the build runs it (a new module in
    # a schema reconfigures).
    get_target_property(compiler synta::compile IMPORTED_LOCATION)
    execute_process(COMMAND "${compiler}" ${command} --list-outputs
                    OUTPUT_VARIABLE listed ERROR_VARIABLE diagnostics RESULT_VARIABLE failed)
    if(failed)
        message(FATAL_ERROR "synta-compile ${command}:\n${diagnostics}")
    endif()
    string(REGEX REPLACE "\n$" "" listed "${listed}")
    string(REPLACE "\n" ";" outputs "${listed}")
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${schemas})

    # synta-compile leaves a file that would not change untouched; touching
    # them all keeps the rule from running again on every build.
    add_custom_command(
        OUTPUT ${outputs}
        COMMAND synta::compile ${command}
        COMMAND "${CMAKE_COMMAND}" -E touch ${outputs}
        DEPENDS ${schemas} synta::compile
        COMMENT "synta-compile: C for ${target}"
        VERBATIM)
    target_sources(${target} PRIVATE ${outputs})
    target_include_directories(${target} PRIVATE "${out}")
    target_link_libraries(${target} PRIVATE synta::rt)
endfunction()
