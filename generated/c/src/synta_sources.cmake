# The generated C sources, for CMake:
#   include(PATH/synta_sources.cmake)
#   add_library(foo STATIC foo.c ${SYNTA_SOURCES})
# Regenerate the tree and this file together: a large module is split
# over several files, and how many follows its size.
set(SYNTA_SOURCES
    ${CMAKE_CURRENT_LIST_DIR}/attribute_certificate_version1.c
    ${CMAKE_CURRENT_LIST_DIR}/cryptographic_message_syntax2004.c
    ${CMAKE_CURRENT_LIST_DIR}/cryptographic_message_syntax_typed.c
    ${CMAKE_CURRENT_LIST_DIR}/gssapi_framing.c
    ${CMAKE_CURRENT_LIST_DIR}/kerberos_preauth_framework.c
    ${CMAKE_CURRENT_LIST_DIR}/kerberos_referrals.c
    ${CMAKE_CURRENT_LIST_DIR}/kerberos_v5_spec2.c
    ${CMAKE_CURRENT_LIST_DIR}/spnegoasn_one_spec.c
    ${CMAKE_CURRENT_LIST_DIR}/ldap_extensions.c
    ${CMAKE_CURRENT_LIST_DIR}/lightweight_directory_access_protocol_v3.c
    ${CMAKE_CURRENT_LIST_DIR}/merkle_tree_certificates.c
    ${CMAKE_CURRENT_LIST_DIR}/asymmetric_key_package_module_v1.c
    ${CMAKE_CURRENT_LIST_DIR}/nist_sha2.c
    ${CMAKE_CURRENT_LIST_DIR}/pkcs_1.c
    ${CMAKE_CURRENT_LIST_DIR}/pkcs_10.c
    ${CMAKE_CURRENT_LIST_DIR}/pkcs_12.c
    ${CMAKE_CURRENT_LIST_DIR}/pkcs_9.c
    ${CMAKE_CURRENT_LIST_DIR}/ocsp_2013_88.c
    ${CMAKE_CURRENT_LIST_DIR}/pkix1_explicit88.c
    ${CMAKE_CURRENT_LIST_DIR}/pkix1_implicit88.c
    ${CMAKE_CURRENT_LIST_DIR}/pkix1_typed.c
    ${CMAKE_CURRENT_LIST_DIR}/pkix_attribute_certificate.c
    ${CMAKE_CURRENT_LIST_DIR}/synta_types.c)
