# The generated C sources, for CMake:
#   include(PATH/synta_sources.cmake)
#   add_library(foo STATIC foo.c ${SYNTA_SOURCES})
# Regenerate the tree and this file together: a large module is split
# over several files, and how many follows its size.
set(SYNTA_SOURCES
    ${CMAKE_CURRENT_LIST_DIR}/eutra_rrc_definitions.c
    ${CMAKE_CURRENT_LIST_DIR}/eutra_rrc_definitions_2.c
    ${CMAKE_CURRENT_LIST_DIR}/eutra_rrc_definitions_3.c
    ${CMAKE_CURRENT_LIST_DIR}/eutra_ue_variables.c
    ${CMAKE_CURRENT_LIST_DIR}/eutra_inter_node_definitions.c
    ${CMAKE_CURRENT_LIST_DIR}/s1ap_pdu_descriptions.c
    ${CMAKE_CURRENT_LIST_DIR}/s1ap_pdu_contents.c
    ${CMAKE_CURRENT_LIST_DIR}/s1ap_i_es.c
    ${CMAKE_CURRENT_LIST_DIR}/s1ap_i_es_2.c
    ${CMAKE_CURRENT_LIST_DIR}/s1ap_common_data_types.c
    ${CMAKE_CURRENT_LIST_DIR}/s1ap_constants.c
    ${CMAKE_CURRENT_LIST_DIR}/s1ap_containers.c
    ${CMAKE_CURRENT_LIST_DIR}/synta_types.c)
