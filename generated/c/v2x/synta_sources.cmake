# The generated C sources, for CMake:
#   include(PATH/synta_sources.cmake)
#   add_library(foo STATIC foo.c ${SYNTA_SOURCES})
# Regenerate the tree and this file together: a large module is split
# over several files, and how many follows its size.
set(SYNTA_SOURCES
    ${CMAKE_CURRENT_LIST_DIR}/ieee1609dot2.c
    ${CMAKE_CURRENT_LIST_DIR}/ieee1609dot2_base_types.c
    ${CMAKE_CURRENT_LIST_DIR}/ieee1609dot2_crl_base_types.c
    ${CMAKE_CURRENT_LIST_DIR}/ieee1609dot2_crl.c
    ${CMAKE_CURRENT_LIST_DIR}/ieee1609dot2_crl_ssp.c
    ${CMAKE_CURRENT_LIST_DIR}/ieee1609dot2_peer2_peer.c
    ${CMAKE_CURRENT_LIST_DIR}/synta_types.c)
