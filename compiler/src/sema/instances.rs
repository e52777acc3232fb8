//! Instances of parameterized types that contain themselves (X.683 A.3:
//! `List1 {T} ::= SEQUENCE { elem T, next List1 {T} OPTIONAL }`).
//!
//! A use of a parameterized type is otherwise expanded where it is written.
//! An instance met again inside its own expansion — the same definition with
//! the same actual parameters — cannot be: it becomes a definition of its
//! own, in the module where the outermost use is written, named after the
//! instance (`List1-INTEGER`), and both uses refer to it as a use of a
//! recursive definition does.

use std::collections::HashMap;
use std::rc::Rc;

use crate::ast::{AssignmentKind, Setting, TypeBody};
use crate::ir::{self, TypeKind};
use crate::source::Span;

use super::types::plain;
use super::{DefId, Env, Scope, Sema, Target};

/// An instance being expanded.
pub(crate) struct Frame {
    /// The definition and its actual parameters, resolved (see
    /// [`Sema::instance_key`]).
    key: String,
    /// The module of the outermost use: where a definition made for the
    /// instance goes.
    module: usize,
    /// `List1 {INTEGER}`: the instance as a reader would write it.
    shown: String,
    /// The definition made for it, once a use inside it was met.
    named: Option<ir::DefRef>,
}

/// Where a setting is written and the scope it is read in (its address).
type SettingAt = (Span, usize, usize);

/// A setting's key and its text as a reader would write it.
type SettingKey = (String, String);

/// What the expansion of recursive instances has made so far.
#[derive(Default)]
pub(crate) struct Instances {
    pub(crate) expanding: Vec<Frame>,
    /// Finished recursive instances by key: their definitions.
    pub(crate) defined: HashMap<String, ir::DefRef>,
    /// The definitions made, with the module (index) they belong to.
    pub(crate) definitions: Vec<(usize, ir::TypeDef)>,
    /// Keys of actual parameters already worked out, by where the setting
    /// is written and the scope it is read in (held, so that its address
    /// is not another scope's later).
    keys: HashMap<SettingAt, (Option<Rc<Scope>>, SettingKey)>,
    /// Keys handed out that match nothing.
    unique: usize,
}

/// What `ref_type` does with a use of a parameterized type.
pub(crate) enum InstanceUse {
    /// Expand it; call [`Sema::leave_instance`] with the expansion.
    Expand,
    /// Refer to the instance's own definition (a use inside itself, or an
    /// instance that was made a definition before).
    Refer(ir::Type),
}

impl Sema<'_> {
    /// Enters the expansion of `def {args}` written in `env` (whose body is
    /// read in `ienv`), or refers to the definition the instance has.
    pub(crate) fn enter_instance(&self, def: DefId, args: &[Setting], env: &Env, ienv: &Env) -> InstanceUse {
        let (key, shown_args) = self.instance_key(def, args, env);
        let mut instances = self.instances.borrow_mut();
        if let Some(r) = instances.defined.get(&key) {
            let r = r.clone();
            drop(instances);
            return InstanceUse::Refer(self.instance_reference(r));
        }
        if let Some(at) = instances.expanding.iter().position(|f| f.key == key) {
            let r = match &instances.expanding[at].named {
                Some(r) => r.clone(),
                None => {
                    let module = instances.expanding[at].module;
                    let name = self.instance_name(&instances, module, &instances.expanding[at].shown);
                    let r = ir::DefRef { module: self.module_names[module].clone(), name };
                    instances.expanding[at].named = Some(r.clone());
                    r
                }
            };
            drop(instances);
            // The expansion is not finished: the use gets the tags the
            // definition's syntax gives, as a recursive reference does.
            let mut t = plain(TypeKind::Ref(r));
            t.tags = match &self.assignment(def).kind {
                AssignmentKind::Type(body) | AssignmentKind::ValueSet { governor: body, .. } => {
                    self.light_type_tags(body, ienv, 0).unwrap_or_default()
                }
                _ => Vec::new(),
            };
            return InstanceUse::Refer(t);
        }
        let shown = format!("{} {{{}}}", self.assignment(def).name.text, shown_args.join(", "));
        instances.expanding.push(Frame { key, module: env.module, shown, named: None });
        InstanceUse::Expand
    }

    /// Ends the expansion [`Sema::enter_instance`] began: the expansion
    /// itself, or, when a use inside it was met, a reference to the
    /// definition made of it.
    pub(crate) fn leave_instance(&self, expanded: ir::Type, at: Span) -> ir::Type {
        let mut instances = self.instances.borrow_mut();
        let Some(frame) = instances.expanding.pop() else { return expanded };
        let Some(r) = frame.named else { return expanded };
        let module = frame.module;
        instances.defined.insert(frame.key, r.clone());
        instances
            .definitions
            .push((module, ir::TypeDef { name: r.name.clone(), ty: expanded, asn1: frame.shown, span: at }));
        drop(instances);
        self.instance_reference(r)
    }

    /// The definition made for an instance, by name.
    pub(crate) fn instance_definition(&self, r: &ir::DefRef) -> Option<ir::Type> {
        let instances = self.instances.borrow();
        let module = self.module_index(&r.module)?;
        let (_, def) = instances.definitions.iter().find(|(m, d)| *m == module && d.name == r.name)?;
        Some(def.ty.clone())
    }

    /// A use of an instance's definition: a reference with its tags and
    /// constraint, as a use of any definition has.
    fn instance_reference(&self, r: ir::DefRef) -> ir::Type {
        let def = self.instance_definition(&r);
        let mut t = plain(TypeKind::Ref(r));
        if let Some(def) = def {
            t.tags = def.tags;
            t.constraint = def.constraint;
            t.native_int = def.native_int;
        }
        t
    }

    /// `List1-INTEGER`: the instance's name, made of the definition's and
    /// its actual parameters' words, numbered when a module already has it.
    fn instance_name(&self, instances: &Instances, module: usize, shown: &str) -> String {
        let words: Vec<&str> = shown.split(|c: char| !c.is_ascii_alphanumeric()).filter(|w| !w.is_empty()).collect();
        let base = words.join("-");
        let taken = |name: &str| {
            self.find_def(module, name, 0).is_some()
                || instances.definitions.iter().any(|(m, d)| *m == module && d.name == name)
                || instances.expanding.iter().any(|f| f.named.as_ref().is_some_and(|r| r.name == name))
        };
        (1..).map(|n| if n == 1 { base.clone() } else { format!("{base}-{n}") }).find(|n| !taken(n)).unwrap_or(base)
    }

    /// What makes two uses the same instance: the definition, and each
    /// actual parameter with dummy references replaced by what they stand
    /// for and names by the definitions they resolve to. Also gives the
    /// actual parameters as a reader would write them.
    fn instance_key(&self, def: DefId, args: &[Setting], env: &Env) -> (String, Vec<String>) {
        let settings: Vec<(String, String)> = args.iter().map(|s| self.setting_key(s, env, 0)).collect();
        let key = format!("{def:?}{{{}}}", settings.iter().map(|(k, _)| k.as_str()).collect::<Vec<_>>().join(","));
        (key, settings.into_iter().map(|(_, shown)| shown).collect())
    }

    fn setting_key(&self, setting: &Setting, env: &Env, hops: u32) -> SettingKey {
        let memo = (setting.span(), env.module, env.scope.as_ref().map_or(0, |s| Rc::as_ptr(s) as usize));
        if let Some((_, known)) = self.instances.borrow().keys.get(&memo) {
            return known.clone();
        }
        let found = self.setting_key_uncached(setting, env, hops);
        self.instances.borrow_mut().keys.insert(memo, (env.scope.clone(), found.clone()));
        found
    }

    fn setting_key_uncached(&self, setting: &Setting, env: &Env, hops: u32) -> SettingKey {
        let shown = self.text(setting.span()).split_whitespace().collect::<Vec<_>>().join(" ");
        if hops > MAX_KEY_HOPS {
            // Too deep to tell: a key no other use has, so the instance is
            // expanded and the nesting limit decides.
            let mut instances = self.instances.borrow_mut();
            instances.unique += 1;
            return (format!("#{}", instances.unique), shown);
        }
        if let Setting::Type(t) = setting {
            if let (TypeBody::Ref { name, args: None }, true) = (&t.body, t.tags.is_empty() && t.constraints.is_empty())
            {
                match self.lookup_quiet(env, name) {
                    Some(Target::Param { actual, env: actual_env, .. }) => {
                        return self.setting_key(&actual, &actual_env, hops + 1)
                    }
                    Some(Target::Def(id)) => return (format!("{id:?}"), name.name.text.clone()),
                    _ => {}
                }
            }
        }
        // Text that names dummy references of the scope it is written in
        // means what that scope binds them to.
        let mut bound = Vec::new();
        if let Some(scope) = &env.scope {
            for (param, (actual, actual_env)) in scope.params.iter().zip(&scope.actuals) {
                if mentions(&shown, &param.name.text) {
                    bound.push(self.setting_key(actual, actual_env, hops + 1).0);
                }
            }
        }
        (format!("{shown}@{}[{}]", env.module, bound.join(",")), shown)
    }
}

/// How deep dummy references are followed for a key.
const MAX_KEY_HOPS: u32 = 64;

/// Whether `text` has `name` as a word.
fn mentions(text: &str, name: &str) -> bool {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-')).any(|w| w == name)
}
