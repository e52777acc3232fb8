//! Parses every file given on the command line and prints the diagnostics.
use synta_compile::{diag::Diagnostics, parse, source::SourceMap};
fn main() {
    let mut sources = SourceMap::new();
    let mut all = Diagnostics::new();
    let t = std::time::Instant::now();
    let mut n = 0;
    for path in std::env::args().skip(1) {
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        let id = sources.add(path.clone(), text);
        let mut d = Vec::new();
        let text = sources.text(id).to_string();
        let mods = parse::parse_file(id, &text, &mut d);
        n += mods.iter().map(|m| m.assignments.len()).sum::<usize>();
        all.extend(d);
    }
    eprintln!("{n} assignments, {:?}", t.elapsed());
    print!("{}", all.render(&sources));
}
