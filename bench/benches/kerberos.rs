//! Kerberos decode and encode: ours, rasn-kerberos and synta-krb5 on the
//! messages of a real MIT KDC exchange.

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;

use synta_bench::data;
use synta_bench::kerberos::{self, Kerberos};

mod config;

fn kerberos(c: &mut Criterion) {
    for input in data::kerberos() {
        let kind = input.name.as_str();
        let mut decode = c.benchmark_group(format!("kerberos-decode/{kind}"));
        macro_rules! peer {
            ($t:ty) => {
                // A peer that cannot decode the message is left out (and
                // reported by the facts binary).
                if <$t as Kerberos>::decode(kind, &input.der) {
                    let decoder = <$t as Kerberos>::decoder(kind);
                    decode.bench_function(<$t as Kerberos>::NAME, |b| b.iter(|| decoder(black_box(&input.der))));
                }
            };
        }
        peer!(kerberos::Ours);
        peer!(kerberos::Rasn);
        peer!(kerberos::SyntaKrb5);
        decode.finish();
        let mut encode = c.benchmark_group(format!("kerberos-encode/{kind}"));
        macro_rules! peer {
            ($t:ty) => {
                if <$t as Kerberos>::decode(kind, &input.der) {
                    let mut encoder = <$t as Kerberos>::encoder(kind, &input.der);
                    encode.bench_function(<$t as Kerberos>::NAME, |b| b.iter(&mut encoder));
                }
            };
        }
        peer!(kerberos::Ours);
        peer!(kerberos::Rasn);
        peer!(kerberos::SyntaKrb5);
        encode.finish();
    }
}

criterion_group! { name = benches; config = config::criterion(); targets = kerberos }
criterion_main!(benches);
