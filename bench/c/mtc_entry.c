/* A Merkle Tree Certificate CA's log-entry conversion in C, on the
 * generated code of schemas/mtc and schemas/pkix: an issued certificate's
 * DER in, its TBSCertificateLogEntry's DER out, the subject public key
 * replaced by the SHA-256 of its DER (libcrypto's). The same step as
 * bench/src/mtc.rs's `ours_entry`, called through FFI beside it; no
 * allocation (the arena is on the stack). */
#include <openssl/sha.h>

#include "merkle_tree_certificates.h"
#include "mtc_entry.h"
#include "pkix1_explicit88.h"

#define ARENA_BYTES 8192

size_t bench_c_mtc_entry(const uint8_t *der, size_t len, uint8_t *out, size_t cap) {
    uint8_t mem[ARENA_BYTES];
    uint8_t hash[SHA256_DIGEST_LENGTH];
    synta_arena arena;
    synta_error err;
    pkix1_explicit88_Certificate cert;
    merkle_tree_certificates_TBSCertificateLogEntry entry;
    size_t key_len, entry_len;
    synta_arena_init(&arena, mem, sizeof mem, NULL);
    if (pkix1_explicit88_Certificate_decode(der, len, &arena, &cert, &err) != SYNTA_OK) return 0;
    const pkix1_explicit88_TBSCertificate *tbs = &cert.tbsCertificate;
    /* The key's DER in the second half of `out`, the entry in the first
     * (a key is never longer than its certificate). */
    size_t half = cap / 2;
    if (pkix1_explicit88_SubjectPublicKeyInfo_encode(&tbs->subjectPublicKeyInfo, out + half, cap - half, &key_len,
                                                     &err) != SYNTA_OK) {
        return 0;
    }
    SHA256(out + half, key_len, hash);
    merkle_tree_certificates_TBSCertificateLogEntry_init(&entry);
    entry.version = tbs->version;
    entry.issuer = tbs->issuer;
    entry.validity = tbs->validity;
    entry.subject = tbs->subject;
    entry.subjectPublicKeyAlgorithm = tbs->subjectPublicKeyInfo.algorithm;
    entry.subjectPublicKeyInfoHash.ptr = hash;
    entry.subjectPublicKeyInfoHash.len = sizeof hash;
    entry.has_issuerUniqueID = tbs->has_issuerUniqueID;
    entry.issuerUniqueID = tbs->issuerUniqueID;
    entry.has_subjectUniqueID = tbs->has_subjectUniqueID;
    entry.subjectUniqueID = tbs->subjectUniqueID;
    entry.has_extensions = tbs->has_extensions;
    entry.extensions = tbs->extensions;
    if (merkle_tree_certificates_TBSCertificateLogEntry_encode(&entry, out, half, &entry_len, &err) != SYNTA_OK) {
        return 0;
    }
    return entry_len;
}
