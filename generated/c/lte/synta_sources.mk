# The generated C sources, for a GNU Makefile:
#   include PATH/synta_sources.mk
#   foo: foo.o $(SYNTA_SOURCES:.c=.o)
# Regenerate the tree and this file together: a large module is split
# over several files, and how many follows its size.
SYNTA_SOURCES_DIR := $(dir $(lastword $(MAKEFILE_LIST)))
SYNTA_SOURCES := \
	$(SYNTA_SOURCES_DIR)eutra_rrc_definitions.c \
	$(SYNTA_SOURCES_DIR)eutra_rrc_definitions_2.c \
	$(SYNTA_SOURCES_DIR)eutra_rrc_definitions_3.c \
	$(SYNTA_SOURCES_DIR)eutra_ue_variables.c \
	$(SYNTA_SOURCES_DIR)eutra_inter_node_definitions.c \
	$(SYNTA_SOURCES_DIR)s1ap_pdu_descriptions.c \
	$(SYNTA_SOURCES_DIR)s1ap_pdu_contents.c \
	$(SYNTA_SOURCES_DIR)s1ap_i_es.c \
	$(SYNTA_SOURCES_DIR)s1ap_i_es_2.c \
	$(SYNTA_SOURCES_DIR)s1ap_common_data_types.c \
	$(SYNTA_SOURCES_DIR)s1ap_constants.c \
	$(SYNTA_SOURCES_DIR)s1ap_containers.c \
	$(SYNTA_SOURCES_DIR)synta_types.c
