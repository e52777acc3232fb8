/* per_uper.c's LTE suite: the RRC messages of the `rrc` set
 * (generated/c/lte; asn1c's of schemas/lte/EUTRA-RRC.asn1). */
#define SUITE "rrc"
#include "eutra_rrc_definitions.h"
#include "BCCH-BCH-Message.h"
#include "BCCH-DL-SCH-Message.h"
#include "DL-DCCH-Message.h"
#include "PCCH-Message.h"
#include "UL-DCCH-Message.h"

OURS(eutra_rrc_definitions_BCCH_BCH_Message)
OURS(eutra_rrc_definitions_BCCH_DL_SCH_Message)
OURS(eutra_rrc_definitions_DL_DCCH_Message)
OURS(eutra_rrc_definitions_PCCH_Message)
OURS(eutra_rrc_definitions_UL_DCCH_Message)

static const per_type TYPES[] = {
    PER_TYPE("BCCH-BCH-Message", eutra_rrc_definitions_BCCH_BCH_Message, BCCH_BCH_Message),
    PER_TYPE("BCCH-DL-SCH-Message", eutra_rrc_definitions_BCCH_DL_SCH_Message, BCCH_DL_SCH_Message),
    PER_TYPE("DL-DCCH-Message", eutra_rrc_definitions_DL_DCCH_Message, DL_DCCH_Message),
    PER_TYPE("PCCH-Message", eutra_rrc_definitions_PCCH_Message, PCCH_Message),
    PER_TYPE("UL-DCCH-Message", eutra_rrc_definitions_UL_DCCH_Message, UL_DCCH_Message),
};
