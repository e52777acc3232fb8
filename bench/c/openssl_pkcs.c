/* OpenSSL as a peer of the certificate extraction benchmark (benches/pkcs.rs):
 * the certificates of a PKCS #7 SignedData and of the unencrypted bags of a
 * PKCS #12 file, each written out as DER (i2d_X509, which copies the
 * encoding OpenSSL kept when it decoded the certificate), one after the
 * other into out[0..cap). The number of bytes written, or (size_t)-1 when
 * the input is refused or the certificates do not fit. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <openssl/pkcs12.h>
#include <openssl/pkcs7.h>
#include <openssl/x509.h>

size_t bench_openssl_pkcs7(const uint8_t *der, size_t len, uint8_t *out, size_t cap);
size_t bench_openssl_pkcs12(const uint8_t *der, size_t len, uint8_t *out, size_t cap);

/* Appends the DER of `cert` to out[*at..cap); 0 when it does not fit. */
static int put_cert(X509 *cert, uint8_t *out, size_t cap, size_t *at) {
    int n = i2d_X509(cert, NULL);
    unsigned char *p;
    if (n <= 0 || (size_t)n > cap - *at) {
        return 0;
    }
    p = out + *at;
    i2d_X509(cert, &p);
    *at += (size_t)n;
    return 1;
}

size_t bench_openssl_pkcs7(const uint8_t *der, size_t len, uint8_t *out, size_t cap) {
    const unsigned char *p = der;
    PKCS7 *p7 = d2i_PKCS7(NULL, &p, (long)len);
    size_t at = 0;
    int i, ok = p7 != NULL && PKCS7_type_is_signed(p7);
    if (ok && p7->d.sign->cert != NULL) {
        for (i = 0; ok && i < sk_X509_num(p7->d.sign->cert); i++) {
            ok = put_cert(sk_X509_value(p7->d.sign->cert, i), out, cap, &at);
        }
    }
    PKCS7_free(p7);
    return ok ? at : (size_t)-1;
}

size_t bench_openssl_pkcs12(const uint8_t *der, size_t len, uint8_t *out, size_t cap) {
    const unsigned char *p = der;
    PKCS12 *p12 = d2i_PKCS12(NULL, &p, (long)len);
    STACK_OF(PKCS7) *safes = p12 ? PKCS12_unpack_authsafes(p12) : NULL;
    size_t at = 0;
    int i, j, ok = safes != NULL;
    for (i = 0; ok && i < sk_PKCS7_num(safes); i++) {
        PKCS7 *safe = sk_PKCS7_value(safes, i);
        STACK_OF(PKCS12_SAFEBAG) *bags;
        /* Bags in encryptedData are skipped, as without a password. */
        if (OBJ_obj2nid(safe->type) != NID_pkcs7_data) {
            continue;
        }
        bags = PKCS12_unpack_p7data(safe);
        ok = bags != NULL;
        for (j = 0; ok && j < sk_PKCS12_SAFEBAG_num(bags); j++) {
            PKCS12_SAFEBAG *bag = sk_PKCS12_SAFEBAG_value(bags, j);
            if (PKCS12_SAFEBAG_get_nid(bag) == NID_certBag && PKCS12_SAFEBAG_get_bag_nid(bag) == NID_x509Certificate) {
                X509 *cert = PKCS12_SAFEBAG_get1_cert(bag);
                ok = cert != NULL && put_cert(cert, out, cap, &at);
                X509_free(cert);
            }
        }
        sk_PKCS12_SAFEBAG_pop_free(bags, PKCS12_SAFEBAG_free);
    }
    sk_PKCS7_pop_free(safes, PKCS7_free);
    PKCS12_free(p12);
    return ok ? at : (size_t)-1;
}
