//! ASN.1 names to Rust and C names: case conventions, keywords, and
//! uniqueness within one scope.

use std::collections::HashSet;

use heck::{ToShoutySnakeCase, ToSnakeCase, ToUpperCamelCase};

/// Words Rust reserves (strict and reserved keywords of edition 2021).
const KEYWORDS: &[&str] = &[
    "abstract", "as", "async", "await", "become", "box", "break", "const", "continue", "crate", "do", "dyn", "else",
    "enum", "extern", "false", "final", "fn", "for", "gen", "if", "impl", "in", "let", "loop", "macro", "match", "mod",
    "move", "mut", "override", "priv", "pub", "ref", "return", "self", "static", "struct", "super", "trait", "true",
    "try", "type", "typeof", "unsafe", "unsized", "use", "virtual", "where", "while", "yield",
];

/// Names that cannot be raw identifiers.
const NOT_RAW: &[&str] = &["crate", "self", "super", "Self"];

/// Type names generated code must not shadow: it uses them unqualified
/// (`M` is the decoders' type parameter for the reading mode).
const PRELUDE_TYPES: &[&str] = &["Option", "Result", "Some", "None", "Ok", "Err", "Self", "Box", "Vec", "String", "M"];

/// Splits ASN.1 identifiers at hyphens as well as case changes.
fn words(name: &str) -> String {
    name.replace('-', "_")
}

/// [`words`], for the names whose case is converted: a word that is an
/// acronym whose first letter X.680 made lower case (an identifier begins
/// with a lower-case letter) keeps that letter with the rest of the
/// acronym, so that `cRLSign`, `dNSName`, `cA` and `id-ce-cRLNumber` give
/// `crl_sign`, `dns_name`, `ca` and `ID_CE_CRL_NUMBER`, not `c_rl_sign`,
/// `d_ns_name`, `c_a` and `ID_CE_C_RL_NUMBER`. A word such as `eContent`,
/// one letter and then a word, splits as before (`e_content`).
fn cased_words(name: &str) -> String {
    let parts: Vec<String> = name
        .split('-')
        .map(|part| {
            let bytes = part.as_bytes();
            let acronym = bytes.len() >= 2
                && bytes[0].is_ascii_lowercase()
                && bytes[1].is_ascii_uppercase()
                && bytes.get(2).map_or(true, u8::is_ascii_uppercase);
            if acronym {
                part[..1].to_ascii_uppercase() + &part[1..]
            } else {
                part.to_string()
            }
        })
        .collect();
    parts.join("_")
}

/// `TBSCertificate` → `TbsCertificate`, `AS-REQ` → `AsReq`.
pub fn type_name(asn1: &str) -> String {
    let mut name = cased_words(asn1).to_upper_camel_case();
    if name.is_empty() || name.starts_with(|c: char| c.is_ascii_digit()) {
        name.insert(0, 'T');
    }
    if PRELUDE_TYPES.contains(&name.as_str()) {
        name.push_str("Type");
    }
    name
}

/// `tbsCertificate` → `tbs_certificate`, `type` → `r#type`.
pub fn field_name(asn1: &str) -> String {
    let name = cased_words(asn1).to_snake_case();
    escape(name)
}

/// `PKIX1Explicit88` → `pkix1_explicit88`.
pub fn module_name(asn1: &str) -> String {
    escape(cased_words(asn1).to_snake_case())
}

/// `id-pkix` → `ID_PKIX`.
pub fn const_name(asn1: &str) -> String {
    let name = cased_words(asn1).to_shouty_snake_case();
    if name.starts_with(|c: char| c.is_ascii_digit()) {
        format!("V_{name}")
    } else {
        name
    }
}

/// `digitalSignature` → `DigitalSignature` (enum variants).
pub fn variant_name(asn1: &str) -> String {
    let name = cased_words(asn1).to_upper_camel_case();
    if name == "Self" {
        return "SelfValue".to_string();
    }
    name
}

/// Words C or C++ (to C++20) reserve, or that the C standard headers the
/// generated code may include define as macros (`bool`, `true`, `errno`,
/// `static_assert`, `noreturn`, ...): the headers are also compiled as C++.
const C_KEYWORDS: &[&str] = &[
    "alignas",
    "alignof",
    "and",
    "and_eq",
    "asm",
    "auto",
    "bitand",
    "bitor",
    "bool",
    "break",
    "case",
    "catch",
    "char",
    "char16_t",
    "char32_t",
    "char8_t",
    "class",
    "co_await",
    "co_return",
    "co_yield",
    "compl",
    "complex",
    "concept",
    "const",
    "const_cast",
    "consteval",
    "constexpr",
    "constinit",
    "continue",
    "decltype",
    "default",
    "delete",
    "do",
    "double",
    "dynamic_cast",
    "else",
    "enum",
    "errno",
    "explicit",
    "export",
    "extern",
    "false",
    "float",
    "for",
    "friend",
    "goto",
    "if",
    "imaginary",
    "inline",
    "int",
    "long",
    "mutable",
    "namespace",
    "new",
    "noexcept",
    "noreturn",
    "not",
    "not_eq",
    "nullptr",
    "operator",
    "or",
    "or_eq",
    "private",
    "protected",
    "public",
    "register",
    "reinterpret_cast",
    "requires",
    "restrict",
    "return",
    "short",
    "signed",
    "sizeof",
    "static",
    "static_assert",
    "static_cast",
    "struct",
    "switch",
    "template",
    "this",
    "thread_local",
    "throw",
    "true",
    "try",
    "typedef",
    "typeid",
    "typename",
    "union",
    "unsigned",
    "using",
    "virtual",
    "void",
    "volatile",
    "wchar_t",
    "while",
    "xor",
    "xor_eq",
];

/// An ASN.1 identifier as a C identifier: hyphens become underscores, the
/// case is kept (`tbsCertificate`, `AS_REQ`), reserved words get a `_`.
pub fn c_ident(asn1: &str) -> String {
    let mut name = words(asn1);
    if name.starts_with(|c: char| c.is_ascii_digit()) {
        name.insert(0, 'v');
    }
    if C_KEYWORDS.contains(&name.as_str()) {
        name.push('_');
    }
    name
}

/// A C constant (a named number or bit, an ENUMERATED item, an INTEGER or
/// BOOLEAN value) in upper case, after what it belongs to:
/// (`pkix1_explicit88_Version`, `v1`) → `PKIX1_EXPLICIT88_VERSION_V1`.
pub fn c_constant(owner: &str, asn1: &str) -> String {
    format!("{owner}_{}", words(asn1)).to_shouty_snake_case()
}

/// The symbol prefix of a module: `PKIX1Explicit88` → `pkix1_explicit88`.
pub fn c_prefix(module: &str) -> String {
    c_ident(&words(module).to_snake_case())
}

/// Python's keywords, which no name can be.
const PYTHON_KEYWORDS: &[&str] = &[
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del",
    "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal",
    "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
];

/// Names the Python stubs' annotations use inside a class's body, after its
/// properties: a property of one of these names would hide it from the
/// annotations below it (`def int(self) -> int` makes every later `int`
/// the property, for mypy as for Python).
const PYTHON_ANNOTATION_NAMES: &[&str] =
    &["bool", "bytearray", "bytes", "datetime", "dict", "enum", "float", "int", "memoryview", "str", "typing"];

/// Classes of the Python runtime that the stubs import by name beside a
/// module's own classes (`from ._native import BitString, ObjectIdentifier`).
const PYTHON_RUNTIME_CLASSES: &[&str] = &["BitString", "ObjectIdentifier"];

/// A property, keyword argument or member name in Python (already snake
/// case): a keyword or a name the annotations use gets a `_` (`async_`,
/// `int_`). Soft keywords (`match`, `case`, `type`) are names.
pub fn python_ident(name: &str) -> String {
    if PYTHON_KEYWORDS.contains(&name) || PYTHON_ANNOTATION_NAMES.contains(&name) {
        format!("{name}_")
    } else {
        name.to_string()
    }
}

/// A Python class name: a keyword (`None`, `True`, `False`) or a class of
/// the runtime gets a `_` (`None_`, `BitString_`).
pub fn python_class(mut name: String) -> String {
    if PYTHON_KEYWORDS.contains(&name.as_str()) || PYTHON_RUNTIME_CLASSES.contains(&name.as_str()) {
        name.push('_');
    }
    name
}

/// A Rust identifier without the `r#` that makes a keyword one (`type` for
/// `r#type`): as a part of another name, or in another language.
pub fn unraw(ident: &str) -> &str {
    ident.strip_prefix("r#").unwrap_or(ident)
}

fn escape(name: String) -> String {
    if NOT_RAW.contains(&name.as_str()) {
        format!("{name}_")
    } else if KEYWORDS.contains(&name.as_str()) {
        format!("r#{name}")
    } else {
        name
    }
}

/// Hands out names unique within one scope, adding `2`, `3`, … on clashes.
#[derive(Clone, Debug, Default)]
pub struct Scope {
    taken: HashSet<String>,
}

impl Scope {
    /// Reserves `name` (or the first free variant of it) and returns it.
    pub fn claim(&mut self, name: String) -> String {
        if self.taken.insert(name.clone()) {
            return name;
        }
        let base = unraw(&name).to_string();
        (2..).map(|n| format!("{base}{n}")).find(|candidate| self.taken.insert(candidate.clone())).unwrap_or(base)
    }

    /// Whether `name` is taken.
    pub fn contains(&self, name: &str) -> bool {
        self.taken.contains(name)
    }
}

#[cfg(test)]
mod tests {
    use super::{
        c_constant, c_ident, c_prefix, const_name, field_name, module_name, python_class, python_ident, type_name,
        unraw, variant_name, Scope,
    };

    #[test]
    fn conventions() {
        assert_eq!(type_name("TBSCertificate"), "TbsCertificate");
        assert_eq!(type_name("AS-REQ"), "AsReq");
        assert_eq!(type_name("Result"), "ResultType");
        assert_eq!(field_name("tbsCertificate"), "tbs_certificate");
        assert_eq!(field_name("enc-part"), "enc_part");
        assert_eq!(field_name("type"), "r#type");
        assert_eq!(unraw("r#type"), "type");
        assert_eq!(unraw("version"), "version");
        assert_eq!(c_constant("pkix1_explicit88_Version", "v1"), "PKIX1_EXPLICIT88_VERSION_V1");
        assert_eq!(c_constant("pkix1_implicit88_KeyUsage", "keyCertSign"), "PKIX1_IMPLICIT88_KEY_USAGE_KEY_CERT_SIGN");
        assert_eq!(field_name("self"), "self_");
        assert_eq!(module_name("PKIX1Explicit88"), "pkix1_explicit88");
        assert_eq!(const_name("id-pkix"), "ID_PKIX");
        assert_eq!(variant_name("rdnSequence"), "RdnSequence");
        assert_eq!(c_ident("enc-part"), "enc_part");
        assert_eq!(c_ident("class"), "class_");
        assert_eq!(c_prefix("KerberosV5Spec2"), "kerberos_v5_spec2");
    }

    #[test]
    fn acronyms_keep_their_lowered_first_letter() {
        assert_eq!(field_name("cRLSign"), "crl_sign");
        assert_eq!(field_name("cA"), "ca");
        assert_eq!(field_name("iPAddress"), "ip_address");
        assert_eq!(variant_name("dNSName"), "DnsName");
        assert_eq!(variant_name("cACompromise"), "CaCompromise");
        assert_eq!(const_name("id-ce-cRLDistributionPoints"), "ID_CE_CRL_DISTRIBUTION_POINTS");
        assert_eq!(const_name("rSASSA-PSS-Default-Identifier"), "RSASSA_PSS_DEFAULT_IDENTIFIER");
        // One letter and then a word: split as before.
        assert_eq!(field_name("eContent"), "e_content");
        assert_eq!(field_name("pSpecified"), "p_specified");
        // C names keep the ASN.1 spelling.
        assert_eq!(c_ident("cRLSign"), "cRLSign");
    }

    #[test]
    fn clashes_get_numbers() {
        let mut scope = Scope::default();
        assert_eq!(scope.claim("a".into()), "a");
        assert_eq!(scope.claim("a".into()), "a2");
        assert_eq!(scope.claim("a".into()), "a3");
    }

    #[test]
    fn python_names_avoid_keywords_and_what_the_stubs_use() {
        assert_eq!(python_ident("async"), "async_");
        assert_eq!(python_ident("int"), "int_");
        assert_eq!(python_ident("match"), "match");
        assert_eq!(python_ident("serial_number"), "serial_number");
        assert_eq!(python_class("None".into()), "None_");
        assert_eq!(python_class("BitString".into()), "BitString_");
        assert_eq!(python_class("Certificate".into()), "Certificate");
    }

    #[test]
    fn c_names_avoid_cpp_keywords() {
        assert_eq!(c_ident("static-assert"), "static_assert_");
        assert_eq!(c_ident("co-await"), "co_await_");
        assert_eq!(c_ident("requires"), "requires_");
    }
}
