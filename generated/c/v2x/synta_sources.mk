# The generated C sources, for a GNU Makefile:
#   include PATH/synta_sources.mk
#   foo: foo.o $(SYNTA_SOURCES:.c=.o)
# Regenerate the tree and this file together: a large module is split
# over several files, and how many follows its size.
SYNTA_SOURCES_DIR := $(dir $(lastword $(MAKEFILE_LIST)))
SYNTA_SOURCES := \
	$(SYNTA_SOURCES_DIR)ieee1609dot2.c \
	$(SYNTA_SOURCES_DIR)ieee1609dot2_base_types.c \
	$(SYNTA_SOURCES_DIR)ieee1609dot2_crl_base_types.c \
	$(SYNTA_SOURCES_DIR)ieee1609dot2_crl.c \
	$(SYNTA_SOURCES_DIR)ieee1609dot2_crl_ssp.c \
	$(SYNTA_SOURCES_DIR)ieee1609dot2_peer2_peer.c \
	$(SYNTA_SOURCES_DIR)synta_types.c
