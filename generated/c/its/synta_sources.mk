# The generated C sources, for a GNU Makefile:
#   include PATH/synta_sources.mk
#   foo: foo.o $(SYNTA_SOURCES:.c=.o)
# Regenerate the tree and this file together: a large module is split
# over several files, and how many follows its size.
SYNTA_SOURCES_DIR := $(dir $(lastword $(MAKEFILE_LIST)))
SYNTA_SOURCES := \
	$(SYNTA_SOURCES_DIR)cam_pdu_descriptions.c \
	$(SYNTA_SOURCES_DIR)its_container.c \
	$(SYNTA_SOURCES_DIR)synta_types.c
