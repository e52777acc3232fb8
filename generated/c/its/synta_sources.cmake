# The generated C sources, for CMake:
#   include(PATH/synta_sources.cmake)
#   add_library(foo STATIC foo.c ${SYNTA_SOURCES})
# Regenerate the tree and this file together: a large module is split
# over several files, and how many follows its size.
set(SYNTA_SOURCES
    ${CMAKE_CURRENT_LIST_DIR}/cam_pdu_descriptions.c
    ${CMAKE_CURRENT_LIST_DIR}/its_container.c
    ${CMAKE_CURRENT_LIST_DIR}/synta_types.c)
