#ifndef BENCH_MTC_ENTRY_H
#define BENCH_MTC_ENTRY_H

#include <stddef.h>
#include <stdint.h>

/* The TBSCertificateLogEntry of the certificate `der` written at the start
 * of `out` (the second half of `cap` is scratch): its length, or 0 when
 * the certificate does not decode or the entry does not fit. */
size_t bench_c_mtc_entry(const uint8_t *der, size_t len, uint8_t *out, size_t cap);

#endif
