# The generated C sources, for a GNU Makefile:
#   include PATH/synta_sources.mk
#   foo: foo.o $(SYNTA_SOURCES:.c=.o)
# Regenerate the tree and this file together: a large module is split
# over several files, and how many follows its size.
SYNTA_SOURCES_DIR := $(dir $(lastword $(MAKEFILE_LIST)))
SYNTA_SOURCES := \
	$(SYNTA_SOURCES_DIR)attribute_certificate_version1.c \
	$(SYNTA_SOURCES_DIR)cryptographic_message_syntax2004.c \
	$(SYNTA_SOURCES_DIR)cryptographic_message_syntax_typed.c \
	$(SYNTA_SOURCES_DIR)gssapi_framing.c \
	$(SYNTA_SOURCES_DIR)kerberos_preauth_framework.c \
	$(SYNTA_SOURCES_DIR)kerberos_referrals.c \
	$(SYNTA_SOURCES_DIR)kerberos_v5_spec2.c \
	$(SYNTA_SOURCES_DIR)spnegoasn_one_spec.c \
	$(SYNTA_SOURCES_DIR)ldap_extensions.c \
	$(SYNTA_SOURCES_DIR)lightweight_directory_access_protocol_v3.c \
	$(SYNTA_SOURCES_DIR)merkle_tree_certificates.c \
	$(SYNTA_SOURCES_DIR)asymmetric_key_package_module_v1.c \
	$(SYNTA_SOURCES_DIR)nist_sha2.c \
	$(SYNTA_SOURCES_DIR)pkcs_1.c \
	$(SYNTA_SOURCES_DIR)pkcs_10.c \
	$(SYNTA_SOURCES_DIR)pkcs_12.c \
	$(SYNTA_SOURCES_DIR)pkcs_9.c \
	$(SYNTA_SOURCES_DIR)ocsp_2013_88.c \
	$(SYNTA_SOURCES_DIR)pkix1_explicit88.c \
	$(SYNTA_SOURCES_DIR)pkix1_implicit88.c \
	$(SYNTA_SOURCES_DIR)pkix1_typed.c \
	$(SYNTA_SOURCES_DIR)pkix_attribute_certificate.c \
	$(SYNTA_SOURCES_DIR)synta_types.c
