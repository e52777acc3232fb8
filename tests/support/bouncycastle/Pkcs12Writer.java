// Writes a PKCS #12 keystore with BouncyCastle's provider, whose "PKCS12"
// store is BER (indefinite lengths, constructed OCTET STRINGs), and BC's own
// DER of the same structure, as an independent re-encoding to compare with.
//
//   java -cp bcprov.jar Pkcs12Writer.java KEY.p8 CERT.der CA.der OUT.p12 OUT.der
//
// KEY.p8 is the PKCS #8 DER of CERT's key; CA is stored as a trusted entry.
import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyFactory;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.Security;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.security.spec.PKCS8EncodedKeySpec;

import org.bouncycastle.asn1.ASN1Encoding;
import org.bouncycastle.asn1.ASN1Primitive;
import org.bouncycastle.jce.provider.BouncyCastleProvider;

public class Pkcs12Writer {
    public static void main(String[] args) throws Exception {
        Security.addProvider(new BouncyCastleProvider());
        byte[] keyBytes = Files.readAllBytes(Path.of(args[0]));
        CertificateFactory certificates = CertificateFactory.getInstance("X.509", "BC");
        Certificate cert = certificates.generateCertificate(Files.newInputStream(Path.of(args[1])));
        Certificate ca = certificates.generateCertificate(Files.newInputStream(Path.of(args[2])));
        String algorithm = cert.getPublicKey().getAlgorithm();
        PrivateKey key = KeyFactory.getInstance(algorithm, "BC").generatePrivate(new PKCS8EncodedKeySpec(keyBytes));

        KeyStore store = KeyStore.getInstance("PKCS12", "BC");
        store.load(null, null);
        char[] password = "synta".toCharArray();
        store.setKeyEntry("key", key, password, new Certificate[] {cert, ca});
        store.setCertificateEntry("ca", ca);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        store.store(out, password);
        byte[] ber = out.toByteArray();
        Files.write(Path.of(args[3]), ber);
        Files.write(Path.of(args[4]), ASN1Primitive.fromByteArray(ber).getEncoded(ASN1Encoding.DER));
    }
}
