/* per_uper.c's ETSI suite: the CAM (generated/c/its; asn1c's of schemas/its). */
#define SUITE "its"
#include "cam_pdu_descriptions.h"
#include "CAM.h"

OURS(cam_pdu_descriptions_CAM)

static const per_type TYPES[] = {PER_TYPE("CAM", cam_pdu_descriptions_CAM, CAM)};
