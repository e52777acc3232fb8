//! No input makes the compiler panic, crash or hang: arbitrary text, real
//! schemas mutated at random, and pathological nesting. Each run has a
//! watchdog so that a hang fails the test instead of stalling CI.
#![allow(clippy::expect_used, clippy::unwrap_used)]

mod support;

use std::sync::mpsc;
use std::time::Duration;

use proptest::prelude::*;
use synta_compile::Compiler;

/// Compiles `text`; panics if that takes more than a few seconds.
fn compile_with_watchdog(text: String) {
    let (tx, rx) = mpsc::channel();
    let shown = text.chars().take(300).collect::<String>();
    // Rendering and dropping a deeply nested IR recurse as deep as the
    // schema: the same large stack the command line gives its worker.
    let worker = std::thread::Builder::new().stack_size(256 << 20).spawn(move || {
        // `check` turns a panic of its worker thread into error E0002.
        let result = std::panic::catch_unwind(|| match Compiler::new().source("fuzz.asn1", text).check() {
            Ok(c) => !synta_compile::ir::dump::render(&c.ir).is_empty(),
            Err(f) => !f.diagnostics.iter().any(|d| d.code == "E0002"),
        });
        let _ = tx.send(result.unwrap_or(false));
    });
    assert!(worker.is_ok(), "could not start the compile thread");
    match rx.recv_timeout(Duration::from_secs(20)) {
        Ok(true) => {}
        Ok(false) => panic!("the compiler panicked on:\n{shown}"),
        Err(_) => panic!("the compiler hung on:\n{shown}"),
    }
}

/// Real schema text to mutate: the negative suite and shipped schemas.
fn seeds() -> Vec<String> {
    let mut out = Vec::new();
    for dir in ["tests/negative", "../schemas/pkix", "../schemas/pkcs", "../schemas/kerberos", "../schemas/mtc"] {
        let Ok(entries) = std::fs::read_dir(dir) else { continue };
        let mut paths: Vec<_> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        paths.sort();
        out.extend(paths.iter().filter_map(|p| std::fs::read_to_string(p).ok()));
    }
    out.push(
        "M DEFINITIONS ::= BEGIN
         ALG ::= CLASS { &id OBJECT IDENTIFIER UNIQUE, &Params OPTIONAL } WITH SYNTAX { IDENTIFIER &id [PARAMS &Params] }
         a ALG ::= { IDENTIFIER { 1 2 3 } PARAMS NULL }
         Set ALG ::= { a, ... }
         AlgId{ALG:S} ::= SEQUENCE { algorithm ALG.&id({S}), parameters ALG.&Params({S}{@algorithm}) OPTIONAL }
         T ::= SEQUENCE { x AlgId{{Set}}, y [0] INTEGER (0..10, ...) DEFAULT 3, z CHOICE { p NULL, q BOOLEAN } }
         END"
            .to_string(),
    );
    out
}

/// Tokens that push a mutation toward interesting syntax.
const TOKENS: &[&str] = &[
    "{",
    "}",
    "(",
    ")",
    "[[",
    "]]",
    "[0]",
    "::=",
    "...",
    "..",
    ",",
    "|",
    "^",
    "@",
    "@.",
    "&id",
    "&Type",
    "--",
    "/*",
    "*/",
    "\"",
    "'01'B",
    "'FF'H",
    "SEQUENCE",
    "SET",
    "OF",
    "CHOICE",
    "INTEGER",
    "IMPLICIT",
    "EXPLICIT",
    "DEFAULT",
    "OPTIONAL",
    "COMPONENTS OF",
    "CLASS",
    "WITH SYNTAX",
    "FROM",
    "IMPORTS",
    "EXPORTS",
    "END",
    "BEGIN",
    "MIN",
    "MAX",
    "SIZE",
    "-1",
    "99999999999999999999999999",
    "A",
    "a",
    "TYPE-IDENTIFIER",
    "\u{e9}",
    "\u{1F600}",
];

#[derive(Debug, Clone)]
enum Mutation {
    Delete(usize, usize),
    Insert(usize, usize),
    Duplicate(usize, usize),
}

fn apply(text: &str, mutations: &[Mutation]) -> String {
    let mut s = text.to_string();
    for m in mutations {
        let at = |i: usize, s: &String| {
            let mut i = if s.is_empty() { 0 } else { i % (s.len() + 1) };
            while !s.is_char_boundary(i) {
                i -= 1;
            }
            i
        };
        match *m {
            Mutation::Delete(a, len) => {
                let a = at(a, &s);
                let b = at(a + len % 40, &s).max(a);
                s.replace_range(a..b, "");
            }
            Mutation::Insert(a, tok) => {
                let a = at(a, &s);
                s.insert_str(a, &format!(" {} ", TOKENS[tok % TOKENS.len()]));
            }
            Mutation::Duplicate(a, len) => {
                let a = at(a, &s);
                let b = at(a + len % 200, &s).max(a);
                let piece = s[a..b].to_string();
                s.insert_str(b, &piece);
            }
        }
    }
    s
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<usize>(), any::<usize>()).prop_map(|(a, l)| Mutation::Delete(a, l)),
        (any::<usize>(), any::<usize>()).prop_map(|(a, t)| Mutation::Insert(a, t)),
        (any::<usize>(), any::<usize>()).prop_map(|(a, l)| Mutation::Duplicate(a, l)),
    ]
}

proptest! {
    // SYNTA_FUZZ_CASES raises the count for a longer local run.
    #![proptest_config(ProptestConfig {
        cases: std::env::var("SYNTA_FUZZ_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(256),
        ..ProptestConfig::default()
    })]

    #[test]
    fn mutated_real_schemas_never_panic(seed in any::<usize>(), mutations in prop::collection::vec(mutation(), 1..8)) {
        let seeds = seeds();
        let text = apply(&seeds[seed % seeds.len()], &mutations);
        compile_with_watchdog(text);
    }

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,400}") {
        compile_with_watchdog(text);
    }

    #[test]
    fn token_soup_inside_a_module_never_panics(tokens in prop::collection::vec(0..TOKENS.len(), 0..60)) {
        let body: Vec<&str> = tokens.iter().map(|t| TOKENS[*t]).collect();
        compile_with_watchdog(format!("M DEFINITIONS ::= BEGIN T ::= {} END", body.join(" ")));
    }
}

#[test]
fn pathological_nesting_is_an_error_not_a_crash() {
    use synta_compile::parse::{MAX_NESTING, MAX_PREFIXES};
    let nested = |open: &str, close: &str, n: usize| {
        format!("M DEFINITIONS ::= BEGIN T ::= INTEGER {} 1 {} END", open.repeat(n), close.repeat(n))
    };
    let texts = [
        nested("{", "}", MAX_NESTING + 1),
        nested("(", ")", MAX_NESTING + 1),
        nested("SEQUENCE { a ", "}", MAX_NESTING + 1),
        nested("[0] ", "", MAX_PREFIXES + 1),
        nested("SEQUENCE OF ", "", MAX_PREFIXES + 1),
        // A `::=` inside brackets starts no new definition. It used to
        // reset the count: 2 million levels of this ran the parser out of
        // stack, and tags after it were counted from zero.
        nested("{ ::= ", "}", MAX_NESTING + 1),
        format!("M DEFINITIONS ::= BEGIN T ::= INTEGER {{ {} }} END", "[0] ::= ".repeat(MAX_PREFIXES + 1)),
    ];
    for text in texts {
        let shown = text.chars().take(60).collect::<String>();
        let failed = Compiler::new().source("deep.asn1", text).check().err().expect("too deep is an error");
        let codes: Vec<&str> = failed.diagnostics.iter().map(|d| d.code).collect();
        assert_eq!(codes, ["E0103"], "{shown}: {}", failed.render());
    }
    // Just under the limits still compiles.
    compile_with_watchdog(format!("M DEFINITIONS ::= BEGIN T ::= {}INTEGER END", "SEQUENCE OF ".repeat(1500)));
    let values = format!(
        "M DEFINITIONS ::= BEGIN T ::= SEQUENCE OF INTEGER t T ::= {}{} END",
        "{ ".repeat(MAX_NESTING - 1),
        "} ".repeat(MAX_NESTING - 1)
    );
    compile_with_watchdog(values);
}

#[test]
fn an_unclosed_bracket_is_one_error_at_its_opener() {
    // Brackets never closed (the fuzzer's slow inputs had hundreds): each
    // level was read as a value block and again as a token block, to the
    // end of the file, and the only error named the end of the file.
    let text = format!(
        "M DEFINITIONS ::= BEGIN\nA ::= Undefined\nB ::= SEQUENCE {{ a INTEGER\nc OBJECT IDENTIFIER ::= {}\nEND\n",
        "{ x ".repeat(1000)
    );
    let rendered = fails_once_at(text, "E0108", "open.asn1:3:16");
    assert!(rendered.contains("this `{` is never closed"), "{rendered}");

    // Fuzz finding 18: a parse that reached the unclosed brackets read the
    // rest of the file at each of their levels (depth times length: 1.4 s
    // for 100 levels and 9 KB). Parses now stop at such a bracket, and
    // what follows is still checked (the E0201 comes after it).
    let rest: String = (0..6000).map(|i| format!("C{i} ::= SEQUENCE {{ c INTEGER }}\n")).collect();
    let text = format!(
        "M DEFINITIONS ::= BEGIN\nB ::= SEQUENCE {{ a P{}x,\n b INTEGER }}\n{rest}A ::= Undefined\nEND\n",
        "{".repeat(250)
    );
    fails_once_at(text, "E0108", "open.asn1:2:16");
}

/// Checks, within the watchdog, that `text` fails with `code` at `place`,
/// beside the E0201 of its undefined `A` (the rest of the text is still
/// checked, before the defect or after it); returns the rendered
/// diagnostics.
fn fails_once_at(text: String, code: &'static str, place: &str) -> String {
    compile_with_watchdog(text.clone());
    let failed = Compiler::new().source("open.asn1", text).check().err().expect("the defect is an error");
    let rendered = failed.render();
    let mut codes: Vec<&str> = failed.diagnostics.iter().map(|d| d.code).collect();
    codes.sort_unstable();
    assert_eq!(codes, [code, "E0201"], "{}", rendered.lines().take(20).collect::<Vec<_>>().join("\n"));
    assert!(rendered.contains(place), "{rendered}");
    rendered
}

#[test]
fn an_unclosed_comment_is_one_error_wherever_it_is() {
    // Many `/*` never closed (the fuzzer's slow input had such): the parser
    // would scan the rest of the file again at each place it tries a
    // comment; it is reported once, at its opener, and what comes before it
    // is still checked.
    let text = format!(
        "M DEFINITIONS ::= BEGIN\nA ::= Undefined\n/* {}\nB ::= BOOLEAN\nEND\n",
        "x /* y -- z \"q\" ".repeat(500)
    );
    fails_once_at(text.clone(), "E0106", "open.asn1:3:1");
    // After a `--` comment too (the scan for it once skipped the comment
    // together with everything blank after it, the `/*` included).
    fails_once_at(text.replace("\n/* ", "\n-- a note\n/* "), "E0106", "open.asn1:4:1");
    // Inside a string, `/*` opens nothing.
    let quoted = "M DEFINITIONS ::= BEGIN\nv UTF8String ::= \"/*\"\nEND\n";
    assert!(Compiler::new().source("q.asn1", quoted).check().is_ok());
}

#[test]
fn recovery_restarts_only_outside_strings_and_comments() {
    // Fuzz finding 17: after a syntax error the parser retried each
    // following line, those inside a string too. Parsed from there, a
    // quoted `/* a /* b */` opens a comment that never closes, scanned to
    // the end at each place a comment may stand (exponential in the
    // levels before the grammar bounded it, quadratic in lines after).
    let text = format!(
        "M DEFINITIONS ::= BEGIN\nA ::= Undefined ?\ns ? \"\n{}\"\nB ::= Missing\nEND\n",
        "C ::= BOOLEAN /* a /* b */ c\n".repeat(3000)
    );
    let mut codes = codes_within_watchdog("quoted comments", text);
    codes.sort_unstable();
    // The line after the string is checked again: its `Missing` is found.
    assert_eq!(codes, ["E0100", "E0201", "E0201"]);
}

#[test]
fn fuzz_findings_compile_within_the_watchdog() {
    // The inputs of schema_text's findings, kept as the target read them.
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/findings");
    let mut replayed = 0;
    for entry in std::fs::read_dir(&dir).expect("compiler/fuzz/findings") {
        let bytes = std::fs::read(entry.expect("a directory entry").path()).expect("a finding's input");
        compile_with_watchdog(String::from_utf8_lossy(&bytes).into_owned());
        replayed += 1;
    }
    assert!(replayed >= 2, "the findings' inputs are missing from {}", dir.display());
}

#[test]
fn a_selection_type_from_itself_is_an_error_not_a_crash() {
    // Found by the proptests above (the process aborted): the tags of a
    // selection type come from lowering its CHOICE, which came back to the
    // selection's tags without end.
    for (name, body) in
        [("selection of itself", "Missing ::= missing < Missing"), ("of each other", "A ::= a < B\nB ::= b < A")]
    {
        let mut codes = codes_within_watchdog(name, module("M", "", body));
        codes.sort_unstable();
        codes.dedup();
        assert_eq!(codes, ["E0208", "E0221"], "{name}");
    }
}

/// The diagnostic codes of checking `text` (empty when it compiles), on a
/// worker with the command line's stack; panics if it takes more than 20 s.
fn codes_within_watchdog(name: &str, text: String) -> Vec<&'static str> {
    let (tx, rx) = mpsc::channel();
    let worker = std::thread::Builder::new().stack_size(256 << 20).spawn(move || {
        let codes = match Compiler::new().source("adversarial.asn1", text).check() {
            Ok(checked) => {
                // The plan and a backend run over the whole IR as well.
                let options = synta_compile::backend::c::COptions::default();
                assert!(synta_compile::backend::c::generate(&checked.ir, &options).is_ok());
                Vec::new()
            }
            Err(failed) => failed.diagnostics.iter().map(|d| d.code).collect(),
        };
        let _ = tx.send(codes);
    });
    assert!(worker.is_ok(), "could not start the compile thread");
    rx.recv_timeout(Duration::from_secs(20)).unwrap_or_else(|_| panic!("{name}: the compiler hung or panicked"))
}

fn module(name: &str, imports: &str, body: &str) -> String {
    format!("{name} DEFINITIONS AUTOMATIC TAGS ::= BEGIN\n{imports}\n{body}\nEND\n")
}

/// Schemas written to make the compiler's work explode. Each is refused
/// with its own diagnostic or compiled, in bounded time (the watchdog) and
/// memory (each measured case is in FUZZING.md).
#[test]
fn adversarial_schemas_are_refused_precisely_or_compiled() {
    use synta_compile::sema::{MAX_DEPTH, MAX_LOWERED_TYPES};
    // A parameterized type that instantiates itself with a larger argument.
    let endless = module("M", "", "P{X} ::= SEQUENCE { a X, b P{SEQUENCE { c X }} OPTIONAL }\nT ::= P{INTEGER}");
    assert_eq!(codes_within_watchdog("endless", endless), ["E0207"]);

    // Copies that double at each level: 2^40 types if expanded.
    let doubling = module(
        "M",
        "",
        &format!("P{{X}} ::= SEQUENCE {{ a X, b X }}\nT ::= {}INTEGER{}", "P{".repeat(40), "}".repeat(40)),
    );
    assert_eq!(codes_within_watchdog("doubling instances", doubling), ["E0219"]);
    let mut body = String::from("B0 ::= SEQUENCE { z INTEGER }\n");
    for i in 0..30 {
        body += &format!(
            "B{} ::= SEQUENCE {{ l SEQUENCE {{ COMPONENTS OF B{i} }}, r SEQUENCE {{ COMPONENTS OF B{i} }} }}\n",
            i + 1
        );
    }
    assert_eq!(codes_within_watchdog("doubling COMPONENTS OF", module("M", "", &body)), ["E0219"]);
    // Just inside the budget (2^12 leaves) still compiles.
    let wide = module(
        "M",
        "",
        &format!("P{{X}} ::= SEQUENCE {{ a X, b X }}\nT ::= {}INTEGER{}", "P{".repeat(12), "}".repeat(12)),
    );
    const _: () = assert!(MAX_LOWERED_TYPES > 1 << 13);
    assert_eq!(codes_within_watchdog("wide instance", wide), Vec::<&str>::new());

    // A chain of COMPONENTS OF deeper than the bound is not a cycle, and is
    // not called one; one as deep as the bound compiles.
    let chain = |n: u32| {
        let mut body = String::from("A0 ::= SEQUENCE { a0 INTEGER }\n");
        for i in 0..n {
            body += &format!("A{} ::= SEQUENCE {{ COMPONENTS OF A{i}, a{} BOOLEAN }}\n", i + 1, i + 1);
        }
        module("M", "", &body)
    };
    let codes = codes_within_watchdog("deep chain", chain(3 * MAX_DEPTH));
    assert!(!codes.is_empty() && codes.iter().all(|c| *c == "E0306"), "{codes:?}");
    assert_eq!(codes_within_watchdog("chain", chain(MAX_DEPTH / 2)), Vec::<&str>::new());

    // Value sets of 20 000 values, intersected: once quadratic (seconds).
    let values = |step: usize| (0..20_000).map(|i| (i * step).to_string()).collect::<Vec<_>>().join(" | ");
    let sets = module(
        "M",
        "",
        &format!("V ::= INTEGER ({})\nW ::= V ({})\nS ::= SEQUENCE {{ a V, b W }}", values(3), values(2)),
    );
    assert_eq!(codes_within_watchdog("value sets", sets), Vec::<&str>::new());

    // 2000 modules, each importing the one before: once quadratic in
    // memory (the containment reach of every definition, by name).
    let mut text = module("Mod0", "", "T0 ::= INTEGER");
    for i in 1..2000 {
        text += &module(
            &format!("Mod{i}"),
            &format!("IMPORTS T{} FROM Mod{};", i - 1, i - 1),
            &format!("T{i} ::= SEQUENCE {{ a T{} }}", i - 1),
        );
    }
    assert_eq!(codes_within_watchdog("modules", text), Vec::<&str>::new());
}
