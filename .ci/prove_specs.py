"""The spec generator of .ci/prove-compiles: random, intended-valid modelgen specs over the whole spec language.

`generate(seed, index, skip)` returns one `Case`: a spec file (and, for a reference pair, a referenced spec in another
module), the hand-written Swift stand-ins it needs (external types, existing use cases, and the methods that `didSet` and
`didInit` name, in an extension of their model), the modelgen.yml it runs with, and the risky categories it uses. Spec `index` of seed `seed` depends only on (seed, index, skip): N only says how many.

Every construct is written so that modelgen must accept it, except the parts of a `MAY_REJECT` category (Swift keywords
as names, names close to generated ones, type forms that cannot stand where they are): those must be rejected with a
located error, or compile.
Python 3 standard library only.
"""

import random
import re

# Categories: a name per risky construct, so that a run can leave out the ones with known bugs (PROVE_SKIP).
CATEGORIES = {
    "escaping": "function-typed snapshot fields, properties, dependencies, call parameters, options and configurations",
    "mainactor-fn": "`@MainActor @Sendable (T) -> U` function types",
    "nonsendable-fn": "function types without @Sendable in properties and dependencies of a model",
    "collide": "call parameters named prior/state/tasks/value or like a use-case property; properties _x beside x, _state",
    "keywords": "Swift keywords as field, case, option, parameter, operation, child, property and model member names",
    "keyword-labels": "`let`, `var` and `inout` as call parameter names (argument labels)",
    "self-param": "a call parameter named `self` (of a use case a model operation calls)",
    "keyword-statenames": "stateNames entries that are Swift keywords",
    "typenames": "declared types named MainActor, Hashable, Codable, Sendable, Observable, Task, Equatable",
    "badtypes": "metatypes U.Type, U.self and `some P` written as types",
    "keyword-imports": "imports: [struct] and other keywords as module names",
    "array-each": "`Array<Row>` (instead of [Row]) as the snapshot field a collection's `each` names",
    "id-invalid": "model-level `id` naming a field that is missing or not Hashable",
    "optional-chain": "`Int??` and deeper optional chains",
    "generic-defaults": "written defaults (nil, [], [:]) of types spelled Optional<T>, Array<T>, Dictionary<K, V>",
    "nested-spelling": "a type nested in a model named bare on one side and `Model.Name` on the other where modelgen "
                       "compares two types: a load's value and the model's snapshot or the property's type, a stream's "
                       "completed case and the snapshot",
    "nested-completed": "a `stream:` use case whose completed case carries a snapshot nested in a model",
    "access-mix": "a model below the access of a model that holds it as a child, or a type nested in a model below the "
                  "run's access named by the run's own declarations (use cases, snapshots)",
}
# The categories whose specs modelgen may reject (with a located error); any other rejection is a failure.
MAY_REJECT = {"collide", "keywords", "keyword-labels", "self-param", "keyword-statenames", "typenames", "badtypes",
              "keyword-imports", "id-invalid", "access-mix"}

SEHC = frozenset("SEHC")
STANDARD = ["String", "Int", "Double", "Bool", "Date", "URL", "UUID", "Data", "Decimal", "Float", "Int64", "UInt8",
            "Int32", "UInt"]
KEYWORDS = ["default", "in", "class", "self", "func", "is", "as", "init", "return", "where", "repeat",
            "struct", "protocol", "extension", "static", "throws", "import", "operator", "inout", "subscript", "case",
            "enum", "switch", "if", "else", "for", "while", "do", "catch", "try", "nil", "true", "false", "Any", "Type",
            "super", "deinit", "internal", "public", "private", "guard", "defer", "break", "continue", "typealias",
            "associatedtype", "fallthrough", "Self", "throw", "rethrows", "some", "any", "await", "async", "actor"]
LABEL_KEYWORDS = ["let", "var", "inout"]
DOCS = [
    "The value the screen shows.",
    "Line one.\nLine two, with `code` and a */ comment end.",
    "Quotes \" and backslashes \\ and a #sourceLocation(file: \"x\", line: 1) in text.",
    "Caf\u00e9 d\u00e9j\u00e0 vu \u2014 unicode; a tab\there.",
    "Ends with blank lines.\n\n\n",
    "/// already a doc comment\n// and a line comment",
]
# Access levels, lowest first: a model's may not be above the run's, a member's not above its model's.
LEVELS = ["internal", "package", "public"]
# The standard state's cases, as modelgen names them unless `stateNames` renames them.
STATE_CASES = ["uninitialized", "loading", "ready", "operating", "failed"]
# A model's own `stateNames`: partial and whole renamings (checked against the run's names before use).
MODEL_STATE_NAMES = [{"ready": "loaded"}, {"uninitialized": "empty", "failed": "broken"}, {"operating": "working"},
                     {"loading": "refreshing", "failed": "failure"},
                     {"uninitialized": "idle", "loading": "fetching", "ready": "shown", "operating": "busy",
                      "failed": "error"}]
# Names of generated members and of the macros' members, as hand-written hooks (`didSet`, `didInit`) may try them.
COLLIDE_HOOKS = ["reload", "tasks", "state", "startTrackedTask", "syncCollections", "setupPublished", "objectWillChange",
                 "activate", "deactivate", "configuration", "id", "access", "withMutation", "startLoad"]
WORDS = ["item", "entry", "record", "page", "user", "task", "file", "branch", "token", "report", "plan", "note",
         "card", "photo", "event", "metric", "label", "host", "queue", "batch"]


class Type:
    """A type expression with what it conforms to (S, E, H, C), and the literal defaults it can take."""

    def __init__(self, text, conf, defaults=(), function=False, cats=(), generic=False, alt=None):
        self.generic = generic        # spelled Optional<T>, Array<T> or Dictionary<K, V> at the top
        self.alt = alt                # a type nested in a model: its other spelling (bare or `Model.Name`)
        self.text = text
        self.conf = frozenset(conf)
        self.defaults = list(defaults)
        self.function = function      # holds a function type somewhere: a stored function value
        self.cats = set(cats)


def cap(name):
    return name[0].upper() + name[1:]


def quote(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t") + '"'


PLAIN_OK = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.")
YAML_SPECIAL = {"y", "n", "yes", "no", "on", "off", "true", "false", "null", "Yes", "No", "On", "Off", "True",
                "False", "Null", "NULL", "TRUE", "FALSE", "Y", "N", "YES", "NO", "ON", "OFF", "~"}


def scalar(value):
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, Raw):
        return value.text
    text = str(value)
    if text and all(ch in PLAIN_OK for ch in text) and text not in YAML_SPECIAL and not text[0].isdigit() \
            and not text.startswith("."):
        return text
    return quote(text)


class Raw:
    """A scalar written as it is (a number or an enum-case default)."""

    def __init__(self, text):
        self.text = text


def emit(value, indent=0):
    """Block YAML: mappings as blocks, lists of scalars in flow, other lists as block sequences."""
    pad = "  " * indent
    lines = []
    if isinstance(value, dict):
        for key, item in value.items():
            if isinstance(item, dict) and item:
                lines.append(f"{pad}{scalar(key)}:")
                lines.extend(emit(item, indent + 1))
            elif isinstance(item, dict):
                lines.append(f"{pad}{scalar(key)}: {{}}")
            elif isinstance(item, list) and all(not isinstance(x, (dict, list)) for x in item):
                lines.append(f"{pad}{scalar(key)}: [{', '.join(scalar(x) for x in item)}]")
            elif isinstance(item, list):
                lines.append(f"{pad}{scalar(key)}:")
                for element in item:
                    sub = emit(element, indent + 2)
                    lines.append(f"{pad}  - {sub[0].strip()}")
                    lines.extend(sub[1:])
            else:
                text = scalar(item)
                lines.append(f"{pad}{scalar(key)}:{' ' + text if text else ''}")
    return lines


class Case:
    def __init__(self, index):
        self.index = index
        self.name = f"S{index:05d}"
        self.imports = None
        self.external = {}        # name -> list of conformances (mapping form)
        self.external_list = None  # list form, when chosen
        self.enums = {}
        self.snapshots = {}
        self.use_cases = {}
        self.models = {}
        self.standins = []        # Swift lines of the main module
        self.config = {}          # modelgen.yml keys
        self.cats = set()         # categories used
        self.ref = None           # a referenced spec: dict with the same sections, its stand-ins
        self.notes = []

    def spec_text(self, part=None):
        part = part or self.__dict__
        doc = {}
        if part.get("imports") is not None:
            doc["imports"] = part["imports"]
        if part.get("external_list"):
            doc["external"] = part["external_list"]
        elif part.get("external"):
            doc["external"] = part["external"]
        for key, name in (("enums", "enums"), ("snapshots", "snapshots"), ("use_cases", "useCases"),
                          ("models", "models")):
            if part.get(key):
                doc[name] = part[key]
        header = f"# prove-compiles spec {self.index}: categories {', '.join(sorted(self.cats)) or 'none'}\n"
        return header + "\n".join(emit(doc)) + "\n"


class Gen:
    def __init__(self, seed, index, skip):
        self.rng = random.Random(f"prove-compiles:{seed}:{index}")
        self.skip = set(skip)
        self.case = Case(index)
        self.tag = f"N{index}"
        self.counter = 0
        self.types = []           # named types usable in this spec: Type
        self.snapshot_fields = {}  # snapshot name -> {field: Type}
        self.enum_cases = {}      # enum name -> {case: payload Type or None or dict}
        self.parameterless = {}   # model name -> its stream and steps operations that take no parameters
        self.pinned = set()       # models whose nested types the run's declarations name: at the run's access
        self.model_access = {}    # models given an access level below the run's when made (an index of LEVELS)
        self.nested = {}          # the bare name of each type nested in a model -> `Model.Name`
        # At most one category that may be rejected per spec, in about a third of the specs, so that most specs are
        # accepted whole and a rejection names its cause.
        allowed = sorted(MAY_REJECT - self.skip)
        self.risky = self.rng.choice(allowed) if allowed and self.rng.random() < 0.35 else None

    # ---- helpers

    def on(self, category, probability):
        """Whether to use a risky category here (never when skipped); records its use."""
        if category in self.skip or (category in MAY_REJECT and category != self.risky):
            return False
        if category == self.risky:
            probability = max(probability, 0.7)
        if self.rng.random() >= probability:
            return False
        self.case.cats.add(category)
        return True

    def fresh(self, base):
        self.counter += 1
        return f"{cap(base)}{self.tag}x{self.counter}"

    def chance(self, p):
        return self.rng.random() < p

    def pick(self, items):
        return self.rng.choice(items)

    def doc(self):
        return self.pick(DOCS)

    def spell(self, t):
        """A type's text where modelgen compares it with nothing: a nested type named either way."""
        return t.alt if t.alt and self.chance(0.5) else t.text

    def compared(self, t):
        """A type's text where modelgen compares it with `t.text`: the other spelling only in `nested-spelling`."""
        return t.alt if t.alt and self.on("nested-spelling", 0.5) else t.text

    def qualify(self, text):
        """`text` with each nested type named by its model, as hand-written Swift outside the model names it."""
        for bare, qualified in self.nested.items():
            text = re.sub(rf"(?<![\w.]){bare}\b", qualified, text)
        return text

    def run_level(self):
        return LEVELS.index(self.case.config.get("access", "public"))

    # ---- types

    def standard(self):
        name = self.pick(STANDARD)
        defaults = {"String": ["\"hello\"", "\"a \\\"quoted\\\" \\\\ path\"", "\"\""], "Int": ["0", "7", "-3"],
                    "Double": ["2.5", "0", "-1.5"], "Float": ["1.5"], "Bool": ["true", "false"], "Int64": ["42"],
                    "UInt8": ["255"], "Int32": ["-1"], "UInt": ["1"]}.get(name, [])
        return Type(name, SEHC, defaults)

    def function_type(self, where):
        """A function type; `where` is 'sendable' (must be Sendable) or 'any'."""
        arg = self.standard().text
        ret = self.pick(["Void", "String", "Bool", arg])
        params = self.pick([f"({arg})", "()", f"({arg}, Int)"])
        if where == "any" and self.on("nonsendable-fn", 0.3):
            return Type(f"{params} -> {ret}", set(), function=True, cats={"nonsendable-fn"})
        if self.on("mainactor-fn", 0.3):
            return Type(f"@MainActor @Sendable {params} -> {ret}", "S", function=True, cats={"mainactor-fn"})
        return Type(f"@Sendable {params} -> {ret}", "S", function=True)

    def type(self, need="S", depth=0, functions=False, where="sendable"):
        """A random type expression conforming to at least `need`."""
        need = frozenset(need)
        for _ in range(50):
            t = self._type(depth, functions, where)
            if need <= t.conf:
                return t
        return self.standard()

    def _type(self, depth, functions, where):
        roll = self.rng.random()
        if depth >= 2 or roll < 0.35:
            if self.types and self.chance(0.5):
                t = self.pick(self.types)
                return Type(t.text, t.conf, t.defaults, t.function, alt=t.alt)
            if self.chance(0.1):
                # the standard types v3 adds: Duration has every conformance, Task all but Codable
                return self.pick([Type("Duration", SEHC), Type("Task<Void, Never>?", "SEH", ["nil"]),
                                  Type("Task<Int, any Error>", "SEH"), Type("Task<Void, Never>", "SEH")])
            return self.standard()
        if roll < 0.47:
            inner = self._type(depth + 1, functions, where)
            if inner.text.endswith("?") or inner.function:
                if self.on("optional-chain", 0.6):
                    text = f"({inner.text})?" if inner.function else inner.text + "?"
                    return Type(text, inner.conf, ["nil"], inner.function)
                inner = self.standard()
            wrapped = f"({inner.text})" if inner.text.startswith("any ") else inner.text
            text = self.pick([f"{wrapped}?", f"Optional<{inner.text}>"])
            return Type(text, inner.conf, ["nil"], inner.function, generic=text.startswith("Optional<"))
        if roll < 0.60:
            inner = self._type(depth + 1, functions, where)
            text = self.pick([f"[{inner.text}]", f"Array<{inner.text}>"])
            return Type(text, inner.conf, ["[]"], inner.function, generic=text.startswith("Array<"))
        if roll < 0.70:
            key = self.type("SH", depth + 1)
            value = self._type(depth + 1, functions, where)
            text = self.pick([f"[{key.text}: {value.text}]", f"Dictionary<{key.text}, {value.text}>"])
            return Type(text, key.conf & value.conf, ["[:]"], value.function, generic=text.startswith("Dictionary<"))
        if roll < 0.75:
            inner = self.type("SH", depth + 1)
            return Type(f"Set<{inner.text}>", inner.conf, ["[]"])
        if roll < 0.83:
            first, second = self.type("S", depth + 1), self.type("S", depth + 1)
            if self.chance(0.5):
                text = f"(first: {first.text}, second: {second.text})"
            else:
                text = f"({first.text}, {second.text})"
            return Type(text, "S")
        if roll < 0.87:
            return Type("any Error", "S")
        if roll < 0.93 and functions and self.on("escaping", 1.0):
            t = self.function_type(where)
            self.case.cats |= t.cats
            return t
        return self.standard()

    # ---- declarations

    def add_external(self, base=None, conf=None, generic=0, nested=False):
        """An external type with its stand-in; returns its Type (for a generic one, a specialisation)."""
        name = self.fresh(base or self.pick(["Token", "Domain", "Payload", "Profile", "Blob"]))
        if self.case.external_list is not None:
            conf = "SEH"
        elif conf is None:
            conf = self.pick(["S", "SE", "SEH", "SEHC", "SC"])
        listed = [p for p, c in (("Sendable", "S"), ("Equatable", "E"), ("Hashable", "H"), ("Codable", "C"))
                  if c in conf]
        params = ""
        if generic:
            params = "<" + ", ".join(f"T{n}" for n in range(generic)) + ">"
        body = "public init() {}"
        inner_conf = None
        if nested:
            inner_conf = self.pick(["S", "SEH"])
            inner_listed = ", ".join(p for p, c in (("Sendable", "S"), ("Equatable", "E"), ("Hashable", "H"))
                                     if c in inner_conf)
            body += f"; public struct Inner: {inner_listed} {{ public init() {{}} }}"
        self.case.standins.append(f"public struct {name}{params}: {', '.join(listed)} {{ {body} }}")
        if self.case.external_list is not None:
            self.case.external_list.append(name)
        else:
            self.case.external[name] = listed
        if nested:
            if inner_conf != "S":
                self.case.external[f"{name}.Inner"] = ["Sendable", "Equatable", "Hashable"]
            t = Type(f"{name}.Inner", inner_conf)
            self.types.append(t)
        if generic:
            args = [self.type("SEHC", 1).text for _ in range(generic)]
            spelled = f"{name}<{', '.join(args)}>"
            t = Type(spelled, conf)
        else:
            t = Type(name, conf)
        self.types.append(t)
        return t

    def nested_type(self, owner, name, conf, defaults=()):
        """The Type of `name` nested in model `owner`: named bare or as `Owner.Name`, the other spelling kept."""
        qualified = f"{owner}.{name}"
        self.nested[name] = qualified
        text, alt = (name, qualified) if self.chance(0.5) else (qualified, name)
        return Type(text, conf, defaults, alt=alt)

    def add_enum(self, payloads=True, doc=None, owner=None, into=None, local=()):
        """An enum; with `owner`, nested in that model (written into `into`, its enums) and not offered to other
        declarations: the caller decides. Its payloads may use the types of `local`."""
        name = self.fresh(self.pick(["Mode", "Kind", "Phase", "Event", "Signal"]))
        enums = self.case.enums if owner is None else into
        cases = {}
        count = self.rng.randint(1, 4)
        conf = set("SE")
        with_payload = False
        for n in range(count):
            case = f"{self.pick(WORDS)}{n}"
            form = self.rng.random() if payloads else 0
            if form < 0.5:
                cases[case] = None
            elif form < 0.8:
                t = self.type("S", 1)
                if local and self.chance(0.5):
                    t = self.pick(local)
                    t = Type(self.spell(t), t.conf)
                conf &= t.conf | {"S"}
                cases[case] = t
                with_payload = True
            else:
                a, b = self.type("S", 1), self.type("S", 1)
                conf &= (a.conf & b.conf) | {"S"}
                cases[case] = {"from": a, "to": b}
                with_payload = True
        if not with_payload:
            conf = set("SEH")
        if not ("E" in conf):
            conf = {"S"}
        self.enum_cases[name] = cases
        spelled = {c: (None if p is None else p.text if isinstance(p, Type) else {k: v.text for k, v in p.items()})
                   for c, p in cases.items()}
        if not with_payload and self.chance(0.5):
            body = list(spelled)
        else:
            body = spelled
        if doc or self.chance(0.3):
            enums[name] = {"doc": doc or self.doc(), "cases": body}
        elif isinstance(body, list) and self.chance(0.5):
            enums[name] = body
        else:
            enums[name] = {c: p for c, p in spelled.items()}
        payloadless = [c for c, p in cases.items() if p is None]
        defaults = [f".{c}" for c in payloadless]
        if owner is not None:
            return self.nested_type(owner, name, conf, defaults)
        t = Type(name, conf, defaults)
        self.types.append(t)
        return t

    def field_spec(self, t, allow_default=True):
        roll = self.rng.random()
        text = self.spell(t)
        if t.generic and t.defaults and roll < 0.45 and not self.on("generic-defaults", 1.0):
            allow_default = False
        if allow_default and t.defaults and roll < 0.45:
            entry = {"type": text, "default": Raw(self.default_text(self.pick(t.defaults)))}
            if self.chance(0.3):
                entry["doc"] = self.doc()
            return entry
        if roll < 0.6:
            return {"type": text, "doc": self.doc()}
        return text

    def default_text(self, literal):
        if literal.startswith('"') or literal.startswith("[") or literal.startswith("-"):
            return quote(literal)
        return literal

    def add_snapshot(self, fields=None, extra=0, functions=True, conforms=True, name=None, only=False, owner=None,
                     into=None):
        """A snapshot with random fields plus `fields` (name -> Type); with `owner`, nested in that model (written into
        `into`, its snapshots) and not offered to other declarations: the caller decides."""
        name = name or self.fresh(self.pick(["Snapshot", "Summary", "Listing", "Board", "Detail"]))
        chosen = dict(fields or {})
        for n in range(0 if only else self.rng.randint(0 if chosen else 1, 4) + extra):
            fname = f"{self.pick(WORDS)}{n}"
            if fname in chosen:
                continue
            chosen[fname] = self.type("S", 0, functions=functions)
        body = {}
        if self.chance(0.4):
            body["doc"] = self.doc()
        all_conf = SEHC
        for t in chosen.values():
            all_conf = all_conf & t.conf
        conf = {"S"} | ({"E"} if "E" in all_conf else set())
        if conforms and self.chance(0.4):
            extra_conf = [p for p, c in (("Hashable", "H"), ("Codable", "C")) if c in all_conf and self.chance(0.7)]
            if extra_conf:
                body["conforms"] = extra_conf
                conf |= {"H" if p == "Hashable" else "C" for p in extra_conf}
        body["fields"] = {f: self.field_spec(t) for f, t in chosen.items()}
        if not chosen:
            body["fields"] = {}
        if owner is not None:
            into[name] = body
            t = self.nested_type(owner, name, conf)
            self.snapshot_fields[t.text] = chosen
            return t
        self.case.snapshots[name] = body
        self.snapshot_fields[name] = chosen
        t = Type(name, conf)
        self.types.append(t)
        return t

    # ---- use cases

    def params(self, count, functions=True, names=None):
        """`label name: Type` parameters in the three forms."""
        out = []
        used = set()
        for n in range(count):
            name = (names or [None] * count)[n] or f"{self.pick(WORDS)}{n}"
            if name in used:
                name = f"{name}{n}"
            used.add(name)
            t = self.type("S", 1, functions=functions)
            if t.text.startswith("@") and self.chance(0.5):
                # v3: `@escaping` written before a closure parameter (the generated code writes it either way)
                t = Type(f"@escaping {t.text}", t.conf, function=True, cats=t.cats)
            form = self.rng.random()
            if form < 0.6:
                out.append((f"{name}: {t.text}", name, t))
            elif form < 0.8:
                out.append((f"_ {name}: {t.text}", name, t))
            else:
                out.append((f"{self.pick(['with', 'for', 'from', 'at', 'using'])}{cap(name)} {name}: {t.text}",
                            name, t))
        return out

    def add_call_use_case(self, returns=None, kind=None, params=None, existing=None, completed=None,
                          stream_of=None, functions=True, force_async=None, bad=False, force_throws=None):
        """A `call` use case. kind: 'value' (returns given or random), 'stream' (stream_of: state Type), 'void'."""
        name = self.fresh(self.pick(["Load", "Fetch", "Watch", "Save", "Count", "Ping", "List"])) + "UseCase"
        method = self.pick(["execute", "callAsFunction", "run", "stream", "fetch", "load", "perform"])
        if existing is None:
            existing = self.chance(0.3) and not bad
        nested = ""
        if params is None:
            params = self.params(self.rng.randint(0, 3), functions=functions)
            if existing and self.chance(0.4):
                # a type nested in the existing use case, named through it: `XUseCase.Options`
                params.append((f"options: {name}.Options", "options", Type(f"{name}.Options", "S")))
                nested = " public struct Options: Sendable { public init() {} };"
        kind = kind or self.pick(["value", "value", "void", "stream"])
        is_async = self.chance(0.5) if force_async is None else force_async
        throws = self.chance(0.5) if force_throws is None else force_throws
        effects = (" async" if is_async else "") + (" throws" if throws else "")
        if kind == "stream":
            state = stream_of or self.type("S", 1)
            if self.chance(0.5):
                ret = f"AsyncThrowingStream<{state.text}, any Error>"
            else:
                ret = f"AsyncStream<{state.text}>"
            effects = ""
            arrow = f" -> {ret}"
        elif kind == "void":
            arrow = self.pick(["", " -> Void", " -> ()"]) if True else ""
        else:
            r = returns or self.type("S", 1)
            arrow = f" -> {r.text}"
        signature = f"{method}({', '.join(p[0] for p in params)}){effects}{arrow}"
        body = {}
        if self.chance(0.3):
            body["doc"] = self.doc()
        if existing:
            body["existing"] = True
            self.case.standins.append(
                f"public struct {name}: Sendable {{{nested} public init() {{}}; "
                f"public func {self.qualify(signature)} {{ fatalError() }} }}")
        body["call"] = signature
        if completed:
            body["completed"] = completed
        self.case.use_cases[name] = body
        return name, params, kind, (is_async, throws)

    def add_stream_use_case(self, states, options=None, completed=None, names=True):
        """A `stream` use case (the stream: key) with states (name -> Type or None or labelled dict)."""
        base = self.fresh(self.pick(["Sync", "Import", "Upload", "Refresh", "Scan"]))
        name = base + "UseCase"
        stream = {}
        state_type = f"{base}State"
        options_type = f"{base}Options"
        if names and self.chance(0.3):
            state_type = self.fresh("Progress")
            stream["stateType"] = state_type
        if options and names and self.chance(0.3):
            options_type = self.fresh("Query")
            stream["optionsType"] = options_type
        if options:
            # An `Int` field gets a written default, which the options' init and the stream operation both keep.
            stream["options"] = {k: {"type": "Int", "default": "1"} if v.text == "Int" else v.text
                                 for k, v in options.items()}
        if completed:
            stream["completed"] = completed
        stream["states"] = {c: (None if p is None else p.text if isinstance(p, Type) else
                                {k: v.text for k, v in p.items()}) for c, p in states.items()}
        body = {}
        if self.chance(0.3):
            body["doc"] = self.doc()
        body["stream"] = stream
        self.case.use_cases[name] = body
        return name, state_type

    def add_fetch_use_case(self, returns, options=None):
        name = self.fresh(self.pick(["Status", "Read", "Get"])) + "UseCase"
        fetch = {}
        if options:
            fetch["options"] = {k: v.text for k, v in options.items()}
        fetch["returns"] = returns.text
        body = {"fetch": fetch}
        if self.chance(0.3):
            body["doc"] = self.doc()
        self.case.use_cases[name] = body
        return name

    # ---- units

    def unit_declarations(self):
        """Enums, snapshots and externals of every form, and use cases of every shape, not used by a model."""
        for _ in range(self.rng.randint(1, 2)):
            self.add_enum()
        for _ in range(self.rng.randint(1, 2)):
            self.add_snapshot()
        for _ in range(self.rng.randint(1, 3)):
            kind = self.pick(["value", "void", "stream"])
            self.add_call_use_case(kind=kind)
        snap = self.add_snapshot(conforms=False)
        options = {f"{self.pick(WORDS)}{n}": self.type("S", 1, functions=True) for n in range(self.rng.randint(0, 3))}
        self.add_fetch_use_case(snap, options or None)
        states = self.states(self.rng.randint(1, 4), completed_with=snap if self.chance(0.6) else None)
        self.add_stream_use_case(states, options=options or None)

    def payload(self):
        """A payload type that is not a bare declared snapshot (which would make it a completed case)."""
        for _ in range(20):
            t = self.type("S", 1)
            if t.text not in self.snapshot_fields:
                return t
        return self.standard()

    def states(self, count, completed_with=None, payload_types=None):
        states = {}
        for n in range(count):
            case = f"{self.pick(['started', 'progressed', 'waiting', 'moved', 'paused'])}{n}"
            roll = self.rng.random()
            if roll < 0.4:
                states[case] = None
            elif roll < 0.8:
                states[case] = self.payload()
            else:
                states[case] = {"done": self.payload(), "total": self.payload()}
        if completed_with is not None:
            states[f"finished{count}"] = completed_with
        return states

    def model_snapshot(self):
        """The snapshot type of a standard model: usually a new snapshot, else an external or a standard type."""
        roll = self.rng.random()
        if roll < 0.7:
            return self.add_snapshot(extra=1)
        if roll < 0.85:
            return self.add_external("Remote", conf=self.pick(["S", "SE", "SEHC"]))
        return Type(self.pick(["[String]", "Int", "[Int: String]", "String?"]), SEHC)

    def add_load(self, model, snap, config):
        """A load of any shape returning `snap`; returns the state type of a stream load (or None)."""
        shape = self.pick(["fetch", "call", "call", "stream-self", "stream-enum", "v1-stream", "config"])
        if shape == "config" and config is None:
            shape = "call"
        if shape == "fetch":
            model["load"] = self.add_fetch_use_case(snap)
        elif shape == "call":
            name, _, _, _ = self.add_call_use_case(returns=snap, kind="value", params=[])
            model["load"] = name
        elif shape == "config":
            if self.chance(0.5) and snap.text[0].isupper() and snap.text in self.snapshot_fields:
                model["load"] = self.add_fetch_use_case(snap, {"config": config})
            else:
                label = self.pick(["configuration: ", "for path: ", "_ input: "])
                name, _, kind, _ = self.add_call_use_case(
                    returns=snap, kind=self.pick(["value", "stream"]), stream_of=snap,
                    params=[(f"{label}{config.text}", "x", config)])
                model["load"] = name
                return snap.text if kind == "stream" else None
        elif shape == "stream-self":
            name, _, _, _ = self.add_call_use_case(kind="stream", stream_of=snap, params=[])
            model["load"] = name
            return snap.text
        elif shape == "stream-enum":
            enum_name = self.fresh("LoadPhase")
            cases = {"connecting": None, "done": snap.text}
            if self.chance(0.5):
                cases["progressed"] = "Double"
            self.case.enums[enum_name] = cases
            name, _, _, _ = self.add_call_use_case(kind="stream", stream_of=Type(enum_name, "S"), params=[],
                                                   completed=("done" if self.chance(0.5) else f"done({snap.text})"))
            model["load"] = name
            return enum_name
        else:
            states = self.states(self.rng.randint(0, 2), completed_with=snap if snap.text in self.snapshot_fields
                                 else None)
            if snap.text not in self.snapshot_fields:
                return None if model.pop("load", None) is None else None
            name, state_type = self.add_stream_use_case(states)
            model["load"] = name
            return state_type
        return None

    def takes_parameters(self, use_case):
        body = self.case.use_cases[use_case]
        if "stream" in body:
            return bool(body["stream"].get("options"))
        return not re.match(r"^\w+\(\)", body["call"])

    def member(self, used, base):
        n = 1
        while f"{base}{n}" in used:
            n += 1
        used.add(f"{base}{n}")
        return f"{base}{n}"

    def standard_model(self, name=None, children_pool=(), config=None, allow_children=True, depth=0):
        """A standard-state model with a load, operations, broadcasts, properties, dependencies and children."""
        name = name or self.fresh(self.pick(["Screen", "Feed", "Editor", "Inbox", "Board"])) + "Model"
        model = {}
        used = set()
        if self.chance(0.3):
            model["doc"] = self.doc()
        snap = self.model_snapshot()
        if config is None and self.chance(0.4):
            config = self.type("S", 1, functions=True)
        if config is not None:
            model["configuration"] = config.text
        model["snapshot"] = snap.text
        state_types = set()
        if self.chance(0.75):
            st = self.add_load(model, snap, config)
            if st:
                state_types.add(st)
        has_load = "load" in model
        self.broadcasts(model, used)
        self.properties(model, used)
        self.dependencies(model, used)
        ops = {}
        # stream operations, each of another state type
        for _ in range(self.rng.randint(0, 2)):
            op = self.member(used, self.pick(["sync", "watch", "upload", "scan"]))
            entry = self.stream_operation(snap, used)
            if entry is None or entry[1] in state_types:
                continue
            if not self.takes_parameters(entry[0]["stream"]):
                self.parameterless.setdefault(name, []).append(op)
            state_types.add(entry[1])
            ops[op] = entry[0]
        for _ in range(self.rng.randint(0, 2 if depth else 3)):
            op = self.member(used, self.pick(["refresh", "save", "count", "ping", "rename"]))
            ops[op] = self.call_operation(snap, has_load, custom=False)
        self.operation_inputs(model, used, ops, config, state_types)
        if self.chance(0.3):
            states = self.states(self.rng.randint(1, 2))
            uc, st = self.add_stream_use_case(states)
            if st not in state_types:
                state_types.add(st)
                drain = self.member(used, "drain")
                ops[drain] = {"steps": [{"stream": uc}]}
                self.parameterless.setdefault(name, []).append(drain)
        if allow_children and depth < 2:
            children = self.children(model, used, has_load, custom=False, depth=depth, ops=ops, snap=snap,
                                     state_types=state_types) or {}
            # a steps operation of a standard model that calls its children's operations
            steps = []
            for child, entry in children.items():
                lifetime = "required" if isinstance(entry, str) else entry.get("lifetime", "optional")
                if lifetime in ("required", "activated", "assigned", "optional") and not \
                        (isinstance(entry, dict) and "each" in entry):
                    cname = entry if isinstance(entry, str) else entry["model"]
                    callable_ops = self.parameterless.get(cname, [])
                    if callable_ops:
                        steps.append({"call": f"{child}.{self.pick(callable_ops)}"})
            if steps and self.chance(0.7):
                ops[self.member(used, "runAll")] = {"steps": steps}
        if ops:
            model["operations"] = ops
        if config is not None and self.chance(0.3):
            self.model_id(model, config)
        self.state_cases(model)
        self.case.models[name] = model
        return name, model

    def state_cases(self, model):
        """v3: `stateCases` of a standard model: `reachable` leaves out the cases it can never be in."""
        if self.chance(0.35):
            model["stateCases"] = self.pick(["reachable", "reachable", "all"])

    def model_id(self, model, config):
        if self.on("id-invalid", 0.3):
            model["id"] = self.pick(["missingField", "count"])
            return
        fields = self.snapshot_fields.get(config.text)
        if fields:
            hashable = [f for f, t in fields.items() if "H" in t.conf]
            if hashable:
                model["id"] = self.pick(hashable)

    def broadcasts(self, model, used):
        if not self.chance(0.35):
            return
        out = {}
        for _ in range(self.rng.randint(1, 2)):
            b = self.member(used, self.pick(["current", "level", "progress"]))
            t = self.type("S", 1)
            if self.chance(0.5):
                entry = {"type": t.text}
                if self.chance(0.5):
                    entry["replay"] = False
                if self.chance(0.5):
                    entry["doc"] = self.doc()
                out[b] = entry
            else:
                out[b] = t.text
        model["broadcasts"] = out

    def properties(self, model, used):
        if not self.chance(0.4):
            return
        out = {}
        for _ in range(self.rng.randint(1, 3)):
            p = self.member(used, self.pick(["input", "filter", "selection", "draft"]))
            t = self.type(set(), 1, functions=True, where="any")
            out[p] = self.field_spec(t)
        if self.on("collide", 0.15):
            base = self.member(used, "value")
            out[base] = "Int"
            out["_" + base] = "Int"
            if self.chance(0.5):
                out["_state"] = "String"
        if self.on("keywords", 0.1):
            out[self.pick(KEYWORDS)] = "Int?"
        model["properties"] = out

    def dependencies(self, model, used):
        if not self.chance(0.35):
            return
        out = {}
        for _ in range(self.rng.randint(1, 3)):
            d = self.member(used, self.pick(["clock", "logger", "service", "handler"]))
            roll = self.rng.random()
            if roll < 0.3:
                uc, _, _, _ = self.add_call_use_case()
                out[d] = uc
            elif roll < 0.5:
                out[d] = "any Clock<Duration>"
            elif roll < 0.75 and self.on("escaping", 1.0):
                t = self.function_type("any")
                self.case.cats |= t.cats
                out[d] = t.text
            else:
                out[d] = self.type(set(), 1, functions=True, where="any").text
        model["dependencies"] = out

    def stream_operation(self, snap, used, custom_cases=None):
        """A stream operation for a standard model: (entry, state type name)."""
        roll = self.rng.random()
        entry = {}
        if roll < 0.5 and snap.text in self.snapshot_fields or custom_cases is not None:
            states = self.states(self.rng.randint(1, 3), completed_with=(snap if custom_cases is None and
                                                                         self.chance(0.7) else None))
            if custom_cases is not None:
                states = custom_cases
            options = None
            if self.chance(0.5):
                options = {f"{self.pick(WORDS)}{n}": self.type("S", 1, functions=True)
                           for n in range(self.rng.randint(1, 2))}
                if self.on("keywords", 0.1):
                    options[self.pick(KEYWORDS)] = Type("Int", SEHC)
            failure = self.in_band_failure(states) if custom_cases is None else None
            uc, st = self.add_stream_use_case(states, options=options)
            entry["stream"] = uc
            if failure:
                entry["failure"] = failure
            begin = [c for c, p in states.items() if p is None]
            if custom_cases is None and begin and self.chance(0.4):
                entry["begin"] = self.pick(begin)
        elif roll < 0.75:
            uc, _, _, _ = self.add_call_use_case(kind="stream", stream_of=snap)
            entry["stream"] = uc
            st = snap.text
        else:
            # an existing use case whose state type is hand-written, with a completed case carrying the snapshot
            state = self.fresh("PhaseState")
            self.case.standins.append(f"public enum {state}: Sendable {{ case preparing, running(Int), "
                                      f"completed({self.qualify(snap.text)}) }}")
            self.case.external[state] = ["Sendable"] if self.case.external_list is None else None
            if self.case.external_list is not None:
                self.case.external_list.append(state)
                self.case.standins[-1] = self.case.standins[-1].replace(": Sendable {", ": Sendable, Hashable {") \
                    if snap.conf >= frozenset("SH") else self.case.standins[-1]
                if snap.conf < frozenset("SEH"):
                    self.case.external_list.remove(state)
                    return None
            uc, _, _, _ = self.add_call_use_case(kind="stream", stream_of=Type(state, "S"), existing=True,
                                                 completed=f"completed({snap.text})")
            entry["stream"] = uc
            if self.chance(0.4):
                entry["begin"] = "preparing"
            st = state
        if self.chance(0.3):
            entry["stop"] = self.member(used, "stopIt")
            if self.chance(0.4):
                # v3: back to the initial state instead of ready(prior).
                entry["stop"] = {"name": entry["stop"], "to": self.pick(["initial", "ready"])}
        if self.chance(0.2):
            entry["doc"] = self.doc()
        return entry, st

    def in_band_failure(self, states):
        """v3 `failure:`: adds to a standard model's stream `states` a case that reports failure in-band, carrying an
        error or a value that is none (wrapped in ModelGenFailure), and returns its name; or returns None."""
        if not self.chance(0.3):
            return None
        self.counter += 1
        name = f"failed{self.counter}"
        roll = self.rng.random()
        if roll < 0.3:
            states[name] = Type("any Error", "S")
        elif roll < 0.5:
            states[name] = {"reason": self.payload()}
        else:
            states[name] = self.payload()
        return name

    def progress_operation(self, snap, names):
        """v3 `progress:`: an async call whose `@escaping @Sendable (Value) -> Void` callback shows its values as
        `operating` (Value a fresh enum, which no other stream of the model yields); the operation drops the parameter."""
        value = self.add_enum()
        callback = f"on{cap(self.pick(WORDS))}"
        params = self.params(self.rng.randint(0, 1) if names is None else 1, names=names)
        params.insert(self.rng.randint(0, len(params)),
                      (f"{callback}: @escaping @Sendable ({value.text}) -> Void", callback,
                       Type(f"@Sendable ({value.text}) -> Void", "S", function=True)))
        kind = self.pick(["value", "value", "void"])
        uc, _, _, _ = self.add_call_use_case(kind=kind, params=params, force_async=True,
                                             returns=snap if self.chance(0.5) else self.payload())
        entry = {"call": uc, "progress": callback}
        if self.chance(0.4):
            entry["onError"] = "throw"
        return entry

    def call_operation(self, snap, has_load, custom):
        roll = self.rng.random()
        entry = {}
        names = None
        if self.on("collide", 0.12):
            names = [self.pick(["prior", "state", "tasks", "value", "result", "failure", "states", "calls", "recorder",
                                "configuration", "task"])]
        elif self.on("self-param", 0.12):
            names = ["self"]
        if snap is not None and not custom and self.chance(0.15):
            return self.progress_operation(snap, names)
        if roll < 0.35 and not custom:
            params = self.params(self.rng.randint(0, 2) if names is None else 1, names=names)
            uc, _, _, _ = self.add_call_use_case(returns=snap, kind="value", params=params)
            entry["call"] = uc
            if self.chance(0.4):
                entry["onError"] = "throw"
        elif roll < 0.7:
            params = self.params(self.rng.randint(0, 2) if names is None else 1, names=names)
            uc, _, _, _ = self.add_call_use_case(kind="value", params=params, returns=self.payload())
            entry["call"] = uc
            if custom or self.chance(0.5):
                entry["onError"] = "throw"
        else:
            params = self.params(self.rng.randint(0, 2) if names is None else 1, names=names)
            uc, _, _, _ = self.add_call_use_case(kind="void", params=params)
            entry["call"] = uc
            if custom or self.chance(0.5):
                entry["onError"] = "throw"
        if has_load and self.chance(0.5):
            entry["reloads"] = True
        if self.chance(0.2):
            entry["doc"] = self.doc()
        return entry

    def operation_inputs(self, model, used, ops, config, state_types):
        """v3: operations whose use cases get their values from the model. `arguments` gives a call's parameters (or a
        stream's option fields) from a property, the configuration or a field of it, read when the operation runs, or
        as literals; a `call:` signature gives some parameters literal defaults, which the operation keeps; `from`
        makes the use case with a factory from a member's current value."""
        if not self.chance(0.35):
            return
        properties = model.get("properties") or {}
        members = []
        for _ in range(self.rng.randint(1, 2)):
            t = self.type("S", 1)
            name = self.member(used, "source")
            properties[name] = self.field_spec(t)
            members.append((name, t))
        model["properties"] = properties
        if config is not None and not config.function:
            members.append(("configuration", config))
            for field, t in (self.snapshot_fields.get(config.text) or {}).items():
                if not t.text.endswith("?") and not t.function:
                    members.append((f"configuration.{field}", t))

        def literal_type():
            for _ in range(10):
                t = self.standard()
                if t.defaults:
                    return t
            return Type("Bool", SEHC, ["true", "false"])

        for _ in range(self.rng.randint(1, 2)):
            params, arguments = [], {}
            for n in range(self.rng.randint(1, 3)):
                name = f"{self.pick(WORDS)}{n}"
                unlabelled = self.chance(0.2)
                roll = self.rng.random()
                if roll < 0.45:
                    path, t = self.pick(members)
                    arguments[name] = path
                    text = f"{name}: {t.text}"
                elif roll < 0.65:
                    t = literal_type()
                    arguments[name] = Raw(self.default_text(self.pick(t.defaults)))
                    text = f"{name}: {t.text}"
                elif roll < 0.85:
                    t = literal_type()
                    text = f"{name}: {t.text} = {self.pick(t.defaults)}"
                else:
                    t = self.type("S", 1)
                    text = f"{name}: {t.text}"
                params.append((("_ " if unlabelled else "") + text, name, t))
            entry = {}
            if self.chance(0.7) or len(state_types) > 2:
                kind = self.pick(["value", "void"])
                uc, _, _, _ = self.add_call_use_case(kind=kind, params=params, returns=self.payload())
                entry["call"] = uc
                if self.chance(0.5):
                    entry["onError"] = "throw"
            else:
                # a stream whose options are the parameters (a default in a signature has no place in options)
                options = {name: t for _, name, t in params}
                arguments = {k: v for k, v in arguments.items() if k in options}
                uc, st = self.add_stream_use_case(self.states(self.rng.randint(1, 2)), options=options)
                if st in state_types:
                    continue
                state_types.add(st)
                entry["stream"] = uc
            if arguments:
                entry["arguments"] = arguments
            if self.chance(0.4):
                entry["from"] = self.pick(members)[0]
            ops[self.member(used, self.pick(["remove", "apply", "send"]))] = entry

    def child_model(self, with_config=None, depth=0, ops=True):
        """A small model to be a child: standard with an operation, or stateless broadcasting."""
        if self.chance(0.6):
            name, model = self.standard_model(config=with_config, depth=depth + 1,
                                              allow_children=self.chance(0.15))
        else:
            name = self.fresh(self.pick(["Helper", "Panel", "Log"])) + "Model"
            model = {}
            if with_config is not None:
                model["configuration"] = with_config.text
            if self.chance(0.5):
                model["broadcasts"] = {"current": self.type("S", 1).text}
            self.case.models[name] = model
        return name, model

    def children(self, model, used, has_load, custom, depth, ops, snap=None, state_types=None):
        if not self.chance(0.6):
            return
        children = {}
        configs = set()
        activated = 0
        for _ in range(self.rng.randint(1, 3)):
            lifetime = self.pick(["required", "optional", "activated", "provided", "assigned", "collection"])
            child = self.member(used, self.pick(["detail", "log", "panel", "row"]) +
                                ("Model" if self.chance(0.7) else ""))
            if self.on("keywords", 0.05):
                child = self.pick(["extension", "default", "in", "self"])
                if child in used:
                    continue
                used.add(child)
            if lifetime == "required":
                cname, cmodel = self.child_model(depth=depth)
                children[child] = cname
                if not custom and cmodel.get("broadcasts") and "observes" not in model and snap is not None \
                        and snap.text in self.snapshot_fields and self.chance(0.6):
                    self.observes(model, child, cmodel, snap, state_types)
                if custom and cmodel.get("broadcasts") and "observes" not in model and self.chance(0.5):
                    model.setdefault("_observe_candidates", []).append((child, cmodel))
            elif lifetime == "optional":
                config = self.add_external("Config", conf=self.pick(["S", "SEH"])) if self.chance(0.6) \
                    else self.add_snapshot(conforms=False)
                if config.text in configs:
                    continue
                configs.add(config.text)
                cname, _ = self.child_model(with_config=config, depth=depth)
                entry = {"model": cname}
                if self.chance(0.5):
                    entry["configuredBy"] = config.text
                else:
                    entry["lifetime"] = "optional"
                if has_load and self.chance(0.5):
                    entry["reloadsParent"] = True
                children[child] = entry
            elif lifetime in ("activated", "provided", "assigned"):
                cname, _ = self.child_model(depth=depth)
                entry = {"model": cname, "lifetime": lifetime}
                if lifetime != "provided" and has_load and self.chance(0.5):
                    entry["reloadsParent"] = True
                children[child] = entry
            else:
                if custom or snap is None or snap.text not in self.snapshot_fields:
                    continue
                self.collection(model, children, child, snap, depth)
        if children:
            model["children"] = children
        # call steps need a custom or standard model with child operations
        return children

    def collection(self, model, children, child, snap, depth):
        """`each` over a new array field of the model's snapshot (appended to the snapshot's fields)."""
        conforms = self.case.snapshots[snap.text].get("conforms", [])
        if conforms or self.chance(0.6):
            key = self.type("SEHC" if conforms else "SH", 1)
            row = self.add_snapshot(fields={"key": key}, conforms=False, only=True)
            if conforms:
                self.case.snapshots[row.text]["conforms"] = list(conforms)
                row.conf = frozenset(row.conf | {"H" if p == "Hashable" else "C" for p in conforms})
            id_field, id_spec = "key", "key"
        else:
            row = self.add_external("Row", conf=self.pick(["S", "SE", "SEH"]))
            row_name = row.text
            self.case.standins[-1] = self.case.standins[-1].replace(
                "public init() {}", "public var path: String = \"\"; public init(path: String) { self.path = path }")
            id_field, id_spec = "path", {"field": "path", "type": "String"}
        field = self.member(set(self.snapshot_fields[snap.text]), "rows")
        array = f"[{row.text}]"
        if self.on("array-each", 0.3):
            array = f"Array<{row.text}>"
        self.snapshot_fields[snap.text][field] = Type(array, row.conf)
        fields = self.case.snapshots[snap.text]["fields"]
        fields[field] = array
        conforms = self.case.snapshots[snap.text].get("conforms", [])
        for p, c in (("Hashable", "H"), ("Codable", "C")):
            if p in conforms and c not in row.conf:
                conforms.remove(p)
        if not conforms:
            self.case.snapshots[snap.text].pop("conforms", None)
        cname = self.fresh("Element") + "Model"
        element = {"configuration": row.text, "id": id_spec}
        if self.chance(0.4):
            element["children"] = {"logModel": {"model": self.child_model(depth=depth + 1)[0],
                                                "lifetime": "activated"}}
        self.case.models[cname] = element
        children[child] = {"model": cname, "each": field, "id": id_field}

    def observes(self, model, child, cmodel, snap, state_types):
        broadcast = cmodel["broadcasts"]
        if len(broadcast) != 1:
            return
        btype = next(iter(broadcast.values()))
        btype = btype["type"] if isinstance(btype, dict) else btype
        states = self.states(self.rng.randint(0, 2), completed_with=snap)
        uc, st = self.add_stream_use_case(states, options={"value": Type(btype, "S")})
        if st in state_types:
            return
        state_types.add(st)
        model["observes"] = {child: uc}

    def custom_model(self, depth=0):
        name = self.fresh(self.pick(["Flow", "Wizard", "Vehicle", "Session"])) + "Model"
        model = {}
        used = set()
        cases = {"idle": None}
        for n in range(self.rng.randint(1, 3)):
            roll = self.rng.random()
            c = f"{self.pick(['waiting', 'running', 'done', 'blocked'])}{n}"
            if roll < 0.4:
                cases[c] = None
            elif roll < 0.8:
                cases[c] = self.payload()
            else:
                cases[c] = {"count": self.payload(), "reason": self.payload()}
        if self.on("keywords", 0.1):
            cases[self.pick(["default", "class", "in", "return", "self", "init"])] = None
        ops = {}
        self.broadcasts(model, used)
        self.properties(model, used)
        self.dependencies(model, used)
        # stream operation: its states are a subset of the model's cases
        state_types = set()
        subset = {c: p for c, p in cases.items() if self.chance(0.7)} or {"idle": None}
        entry, st = self.stream_operation(Type("Never", "S"), used, custom_cases=subset)
        state_types.add(st)
        ops[self.member(used, "start")] = entry
        # steps with as/state/call
        steps = []
        as_state = self.fresh("Progress")
        self.case.enums[as_state] = {"a": None, "b": "Int"}
        as_case = self.member(used, "preparing")
        cases[as_case] = Type(as_state, "S")
        uc, _ = self.add_call_use_case(kind="stream", stream_of=Type(as_state, "S"), params=[])[:2]
        steps.append({"stream": uc, "as": as_case})
        payloadless = [c for c, p in cases.items() if p is None]
        steps.append({"state": self.pick(payloadless)})
        for _ in range(self.rng.randint(0, 2)):
            ops[self.member(used, "save")] = self.call_operation(None, False, custom=True)
        children = self.children(model, used, False, custom=True, depth=depth, ops=ops) or {}
        for child, entry2 in children.items():
            cname = entry2 if isinstance(entry2, str) else entry2.get("model")
            lifetime = "required" if isinstance(entry2, str) else entry2.get("lifetime", "optional")
            if lifetime not in ("required", "activated", "assigned", "optional") or "each" in \
                    (entry2 if isinstance(entry2, dict) else {}):
                continue
            callable_ops = self.parameterless.get(cname, [])
            if callable_ops:
                steps.append({"call": f"{child}.{self.pick(callable_ops)}"})
        steps.append({"state": self.pick(payloadless)})
        ops[self.member(used, "run")] = {"steps": steps, **({"doc": self.doc()} if self.chance(0.3) else {})}
        candidates = model.pop("_observe_candidates", [])
        if candidates:
            child, cmodel = candidates[0]
            broadcast = cmodel["broadcasts"]
            if len(broadcast) == 1:
                btype = next(iter(broadcast.values()))
                btype = btype["type"] if isinstance(btype, dict) else btype
                sub = {c: p for c, p in cases.items() if not isinstance(p, Type) or p.text != as_state}
                sub = {c: p for c, p in sub.items() if self.chance(0.6)} or {"idle": None}
                uc, st = self.add_stream_use_case(sub, options={"value": Type(btype, "S")})
                model["observes"] = {child: uc}
        self.custom_state_operations(cases, used, ops)
        self.indirect_state(name, cases, used)
        initial = self.payload_initial(cases, used)
        spelled = {c: (None if p is None else p.text if isinstance(p, Type) else {k: v.text for k, v in p.items()})
                   for c, p in cases.items()}
        model = {"state": spelled, "initial": initial, **model, "operations": ops}
        self.case.models[name] = model
        return name

    def cannot_fail(self, use_case):
        """Makes the stream of `use_case` (a `call:` use case just added) one that cannot fail, in its stand-in too."""
        body = self.case.use_cases[use_case]
        match = re.search(r"AsyncThrowingStream<(.*), any Error>$", body["call"])
        if not match:
            return
        plain = f"AsyncStream<{match.group(1)}>"
        body["call"] = body["call"][:match.start()] + plain
        if body.get("existing"):
            self.case.standins[-1] = re.sub(r"AsyncThrowingStream<(.*), any Error> \{ fatalError",
                                            r"AsyncStream<\1> { fatalError", self.case.standins[-1])

    def unit_part2(self):
        """v3 part 2 on a model of its own: a stream appended to an array property (values or arrays of them), a call
        whose value is assigned to a property (with the state left alone), a keyed cache of child models, and a
        collection over a snapshot that is itself an array whose elements' operation a `steps` item calls."""
        name = self.fresh(self.pick(["Tail", "Inbox", "Roster"])) + "Model"
        model = {}
        used = set()
        ops = {}
        properties = {}
        children = {}
        # with no state to show a failure in, an appended stream cannot fail and an assigning call throws
        stateful = self.chance(0.5)
        if stateful:
            model["snapshot"] = self.model_snapshot().text
        if self.chance(0.6):
            element = self.type("S", 1)
            prop = self.member(used, "entries")
            properties[prop] = {"type": f"[{element.text}]", "default": "[]"}
            stream_of = Type(f"[{element.text}]", element.conf) if self.chance(0.5) else element
            uc, _, _, _ = self.add_call_use_case(kind="stream", stream_of=stream_of)
            if not stateful:
                self.cannot_fail(uc)
            ops[self.member(used, "tail")] = {"stream": uc, "append": prop}
        if self.chance(0.6):
            value = self.type("S", 1)
            while value.text.endswith("?"):
                value = self.type("S", 1)
            prop = self.member(used, "latest")
            # the property is the value's type (with a default) or its optional; the call returns either
            if value.defaults and self.chance(0.5):
                properties[prop] = {"type": value.text, "default": Raw(self.default_text(value.defaults[0]))}
                returns = value
            else:
                properties[prop] = {"type": f"{value.text}?"}
                returns = value if self.chance(0.5) else Type(f"{value.text}?", value.conf)
            uc, _, _, _ = self.add_call_use_case(kind="value", returns=returns)
            entry = {"call": uc, "assign": prop}
            if not stateful or self.chance(0.5):
                entry["onError"] = "throw"
            ops[self.member(used, "fetch")] = entry
        if self.chance(0.6):
            key = self.type("SH", 1)
            cname = self.fresh("Cached") + "Model"
            self.case.models[cname] = {"configuration": key.text}
            children[self.member(used, "cachedModels")] = {"model": cname, "key": key.text}
        if self.chance(0.5):
            row = self.add_snapshot(fields={"key": self.type("SH", 1)}, conforms=False, only=True)
            element = self.fresh("Row") + "Model"
            status = self.add_snapshot(conforms=False)
            refresh, _, _, _ = self.add_call_use_case(kind="value", returns=status, params=[])
            self.case.models[element] = {"configuration": row.text, "id": "key", "snapshot": status.text,
                                         "operations": {"refresh": {"call": refresh}}}
            rows_model = self.fresh("Rows") + "Model"
            load, _, _, _ = self.add_call_use_case(kind="value", returns=Type(f"[{row.text}]", row.conf), params=[])
            self.case.models[rows_model] = {
                "snapshot": f"[{row.text}]", "load": load,
                "children": {"rowModels": {"model": element, "each": "snapshot", "id": "key"}},
                "operations": {"refreshAll": {"steps": [{"call": "rowModels.refresh"}]}}}
        if properties:
            model["properties"] = properties
        if children:
            model["children"] = children
        if ops:
            model["operations"] = ops
        self.case.models[name] = model

    def payload_initial(self, cases, used):
        """v3: an initial case with a payload of literals (`{ case: { label: literal } }`, or `{ case: literal }`);
        else `idle`."""
        if not self.chance(0.3):
            return "idle"
        literals = [("[Int]", "[]"), ("Int", "0"), ("String", '"start"'), ("Bool", "true"), ("String?", "nil"),
                    ("[String: Int]", "[:]"), ("Double", "1.5")]
        case = self.member(used, "starting")
        if self.chance(0.3):
            t, literal = self.pick(literals)
            cases[case] = Type(t, "S")
            return {case: literal}
        chosen = self.rng.sample(literals, self.rng.randint(1, 3))
        labels = [f"{self.pick(['prior', 'count', 'note', 'items'])}{n}" for n in range(len(chosen))]
        cases[case] = {label: Type(t, "S") for label, (t, _) in zip(labels, chosen)}
        written = {label: literal for label, (_, literal) in zip(labels, chosen)}
        items = list(written.items())
        self.rng.shuffle(items)
        return {case: dict(items)}

    def indirect_state(self, model, cases, used):
        """v3: a custom state case holding the model's own state type (bare or by its model): an `indirect` enum."""
        if not self.chance(0.3):
            return
        own = self.pick(["ModelState", f"{model}.ModelState"])
        if self.chance(0.5):
            cases[self.member(used, "undoing")] = {"prior": Type(own, "S"), "step": Type("Int", SEHC)}
        else:
            cases[self.member(used, "nested")] = Type(self.pick([own, f"{own}?", f"[{own}]"]), "S")

    def success_payload(self):
        """The value of a custom-state operation's success case: a standard type, so that no child's snapshot is
        carried (the validator refuses that)."""
        return Type(self.pick(["Int", "[String]", "String?", "[Int: String]", "Double", "Bool"]), SEHC)

    def custom_state_operations(self, cases, used, ops):
        """v3: `call` and `stream` operations of a custom state naming its cases: `begin` (payload-less), `success`
        (the value; payload-less for a Void call), `failure` (any Error), `onError: throw` without `failure`."""
        if not self.chance(0.6):
            return
        failed = self.member(used, "failed")
        cases[failed] = Type(self.pick(["any Error", "Error", "(any Error)?"]), "S")
        begin = self.member(used, "working")
        cases[begin] = None
        for _ in range(self.rng.randint(1, 2)):
            entry = {}
            kind = self.pick(["value", "void", "stream"])
            success = self.member(used, "succeeded")
            if kind == "stream":
                value = self.success_payload()
                uc, _, _, _ = self.add_call_use_case(kind="stream", stream_of=value, params=self.params(
                    self.rng.randint(0, 1)))
                entry["stream"] = uc
                cases[success] = value
            elif kind == "value":
                value = self.success_payload()
                uc, _, _, _ = self.add_call_use_case(kind="value", returns=value)
                entry["call"] = uc
                cases[success] = value
            else:
                uc, _, _, _ = self.add_call_use_case(kind="void")
                entry["call"] = uc
                cases[success] = None
            if self.chance(0.6):
                entry["begin"] = begin
            # A stream without `success` would map its cases into the state by name: it needs a generated state type.
            if kind == "stream" or self.chance(0.8):
                entry["success"] = success
            if kind != "stream" and self.chance(0.4):
                entry["onError"] = "throw"
            elif kind == "stream" or self.chance(0.8):
                entry["failure"] = failed
                if kind == "stream" or self.chance(0.3):
                    entry["onError"] = "state"
            else:
                entry["onError"] = "throw"
            if kind == "stream" and self.chance(0.3):
                entry["stop"] = self.member(used, "stopIt")
            ops[self.member(used, "work")] = entry

    def unit_collide_names(self):
        """Use-case parameters named like a use-case property of the model."""
        if not self.on("collide", 0.3):
            return
        snap = self.add_snapshot()
        load, _, _, _ = self.add_call_use_case(returns=snap, kind="value", params=[])
        prop = load[0].lower() + load[1:]
        uc, _, _, _ = self.add_call_use_case(kind="void", params=self.params(1, names=[prop]))
        # and one named like the property of its own use case
        own, _, _, _ = self.add_call_use_case(kind="value", returns=snap, params=[("PLACEHOLDER: String", "x", None)],
                                              existing=False)
        body = self.case.use_cases[own]
        body["call"] = body["call"].replace("PLACEHOLDER", own[0].lower() + own[1:])
        name = self.fresh("Clash") + "Model"
        self.case.models[name] = {"snapshot": snap.text, "load": load,
                                  "operations": {"apply": {"call": uc, "onError": "throw"}, "own": {"call": own}}}

    def unit_typenames(self):
        if not self.on("typenames", 0.25):
            return
        bad = self.pick(["MainActor", "Hashable", "Codable", "Sendable", "Observable", "Task", "Equatable",
                         "Error", "AsyncStream", "ObservableObject", "Published", "ModelState", "Identifiable",
                         "CaseIterable", "Never", "Void"])
        kind = self.pick(["snapshot", "enum", "external"])
        if kind == "snapshot":
            self.case.snapshots[bad] = {"fields": {"count": "Int"}}
        elif kind == "enum":
            self.case.enums[bad] = ["one", "two"]
        else:
            if self.case.external_list is not None:
                self.case.external_list.append(bad)
            else:
                self.case.external[bad] = ["Sendable"]
            self.case.standins.append(f"public struct {bad}: Sendable, Hashable {{ public init() {{}} }}")
        snap = self.add_snapshot(fields={"value": Type(bad, "S")}, conforms=False)
        name = self.fresh("Named") + "Model"
        self.case.models[name] = {"snapshot": snap.text}

    def unit_badtypes(self):
        if not self.on("badtypes", 0.2):
            return
        base = self.pick(["Int", "String"])
        bad = self.pick([f"{base}.Type", f"{base}.self", "some Sendable", "some Equatable", f"[{base}.Type]",
                         f"{base}.Type?", "any Sendable.Type", "Self"])
        where = self.pick(["field", "call", "property", "config"])
        if where == "field":
            self.add_snapshot(fields={"odd": Type(bad, "S")}, conforms=False)
        elif where == "call":
            self.add_call_use_case(returns=Type(bad, "S"), kind="value", params=[], bad=True)
        elif where == "property":
            self.case.models[self.fresh("Odd") + "Model"] = {"properties": {"odd": bad}}
        else:
            self.case.models[self.fresh("Odd") + "Model"] = {"configuration": bad}

    def unit_keywords(self):
        if self.risky == "keyword-labels":
            self.case.cats.add("keywords")
        elif not self.on("keywords", 0.3):
            return
        kw = [self.pick(KEYWORDS) for _ in range(3)]
        labels = [self.pick(LABEL_KEYWORDS)] if self.on("keyword-labels", 1.0) else []
        enum = self.fresh("Keyword")
        self.case.enums[enum] = list(dict.fromkeys(kw + ["plain"]))
        fields = {k: {"type": enum, "default": Raw(f".{kw[0]}")} for k in dict.fromkeys(kw)}
        snap = self.fresh("KeywordSnapshot")
        self.case.snapshots[snap] = {"fields": fields}
        self.snapshot_fields[snap] = {}
        params = [(f"{k}: Int", k, None) for k in dict.fromkeys(kw + labels)]
        uc, _, _, _ = self.add_call_use_case(kind="value", returns=Type(snap, "SE"), params=params, bad=True)
        model = self.fresh("Keyword") + "Model"
        op = self.pick(KEYWORDS)
        self.case.models[model] = {"snapshot": snap, "operations": {op: {"call": uc}}}


    # ---- v3: storage and hooks

    def unit_nested(self):
        """A model with enums and snapshots nested in it, named bare and as `Model.Name`: by its properties and its
        nested snapshots' fields; when the model is at the run's access, also by use-case signatures, its snapshot
        and load, a stream's states and a top-level snapshot, and offered to the declarations made after it."""
        name = self.fresh(self.pick(["Logs", "Inbox", "Queue", "Timeline"])) + "Model"
        top = self.run_level()
        pinned = top == 0 or self.chance(0.6)
        # Below the run's access, the nested types are too: the run's declarations may name them only in access-mix.
        leak = not pinned and self.on("access-mix", 0.5)
        if pinned:
            self.pinned.add(name)
        else:
            self.model_access[name] = self.rng.randint(0, top - 1)
        model = {}
        if self.chance(0.3):
            model["doc"] = self.doc()
        enums, snapshots, local = {}, {}, []
        for _ in range(self.rng.randint(1, 2)):
            local.append(self.add_enum(owner=name, into=enums, local=list(local)))
        for _ in range(self.rng.randint(0, 2)):
            fields = {f"{self.pick(WORDS)}{n}": t for n, t in enumerate(self.rng.sample(local, min(len(local), 2)))}
            local.append(self.add_snapshot(fields=fields, owner=name, into=snapshots))
        model["enums"] = enums
        if snapshots:
            model["snapshots"] = snapshots
        used = set()
        outside = pinned or leak
        nested_snapshots = [t for t in local if t.text in self.snapshot_fields]
        nested_enums = [t for t in local if t not in nested_snapshots]
        # the model's snapshot: one of its own nested snapshots (named by the run's use cases), or a top-level one
        state_types = set()
        if outside and nested_snapshots and self.chance(0.6):
            snap = self.pick(nested_snapshots)
            model["snapshot"] = snap.text
            shape = self.pick(["fetch", "call", "stream", "stream-self", "none"])
            if shape == "stream" and not self.on("nested-completed", 1.0):
                shape = "fetch"
            if shape == "fetch":
                model["load"] = self.add_fetch_use_case(Type(self.compared(snap), snap.conf))
            elif shape == "call":
                model["load"], _, _, _ = self.add_call_use_case(returns=Type(self.compared(snap), snap.conf),
                                                                 kind="value", params=[])
            elif shape == "stream":
                states = self.states(self.rng.randint(0, 2), completed_with=Type(self.compared(snap), snap.conf))
                model["load"], st = self.add_stream_use_case(states)
                state_types.add(st)
            elif shape == "stream-self":
                model["load"], _, _, _ = self.add_call_use_case(kind="stream", params=[],
                                                                 stream_of=Type(self.compared(snap), snap.conf))
                state_types.add(snap.text)
        else:
            snap = self.model_snapshot()
            model["snapshot"] = snap.text
            if self.chance(0.5):
                st = self.add_load(model, snap, None)
                if st:
                    state_types.add(st)
        # properties of the nested types, in every form
        properties = {}
        for t in local:
            if not self.chance(0.7):
                continue
            prop = self.member(used, self.pick(["filter", "selection", "mode", "draft"]))
            text, form = self.spell(t), self.rng.random()
            if form < 0.3:
                entry = {"type": f"[{text}]", "default": Raw(quote("[]"))}
            elif form < 0.5:
                entry = {"type": f"{text}?"}
            elif t.defaults:
                entry = {"type": text, "default": Raw(self.pick(t.defaults))}
            else:
                entry = {"type": text}
            properties[prop] = entry
        # what hand-written extensions keep: a task handle outside observation, and a counter
        if self.chance(0.5):
            properties[self.member(used, "runningTask")] = {"type": "Task<Void, Never>?", "tracked": False,
                                                            "access": "internal"}
        if self.chance(0.5):
            properties[self.member(used, "nextID")] = {"type": "Int", "default": Raw("0"), "access": "internal"}
        if properties:
            model["properties"] = properties
        # the run's declarations name the nested types: a call's signature, a stream's states, a top-level snapshot
        ops = {}
        if outside:
            params = []
            for n, t in enumerate(self.rng.sample(local, min(len(local), self.rng.randint(1, 2)))):
                label = f"{self.pick(WORDS)}{n}"
                text = self.spell(t)
                text = self.pick([text, f"[{text}]", f"{text}?"])
                params.append((f"{label}: {text}", label, t))
            kind = self.pick(["value", "void"])
            returns = None
            if kind == "value":
                t = self.pick(nested_enums)
                returns = Type(self.pick([self.spell(t), f"[{self.spell(t)}]"]), t.conf)
            uc, _, _, _ = self.add_call_use_case(kind=kind, params=params, returns=returns)
            ops[self.member(used, "apply")] = {"call": uc, "onError": "throw"}
            states = {"started0": None, "moved1": Type(self.spell(self.pick(nested_enums)), "S")}
            if self.chance(0.5):
                t = self.pick(local)
                states["listed2"] = Type(f"[{self.spell(t)}]", "S")
            uc, st = self.add_stream_use_case(states)
            if st not in state_types:
                state_types.add(st)
                ops[self.member(used, "sync")] = {"stream": uc}
            if self.chance(0.5):
                self.add_snapshot(fields={"nested": self.pick(local)}, conforms=False)
        if ops:
            model["operations"] = ops
        self.case.models[name] = model
        if pinned:
            # later declarations may use them too, named either way
            self.types.extend(t for t in local if not t.function)

    def hook(self, base):
        """The name of a hand-written method that `didSet` or `didInit` calls."""
        if self.on("collide", 0.1):
            return self.pick(COLLIDE_HOOKS)
        if self.on("keywords", 0.05):
            return self.pick(KEYWORDS)
        return base

    def model_state_names(self):
        """A model's own `stateNames` that meets the run's: no case named as the run names another."""
        run = dict(zip(STATE_CASES, STATE_CASES))
        run.update(self.case.config.get("stateNames", {}))
        options = []
        for names in MODEL_STATE_NAMES:
            full = dict(zip(STATE_CASES, STATE_CASES))
            full.update(names)
            if all(run[c] == full[c] or run[c] not in full.values()
                   for c in ("uninitialized", "loading", "ready", "failed")):
                options.append(names)
        if self.on("keyword-statenames", 0.2):
            return {self.pick(["ready", "failed"]): self.pick(["default", "in", "self", "class", "init", "Type"])}
        return dict(self.pick(options)) if options else None

    def decorate_v3(self):
        """The v3 keys on every model: its access (never above the run's; a child's model at least its parent's,
        except in access-mix), the access of its properties, children and dependencies (never above the model's),
        `set`, `tracked: false`, `didSet`, `didInit`, its own `stateNames`, and properties loaded at init."""
        models = self.case.models
        top = self.run_level()
        access = {}
        for name in models:
            if name in self.model_access:
                access[name] = self.model_access[name]
            elif name in self.pinned or not self.chance(0.25):
                access[name] = top
            else:
                access[name] = self.rng.randint(0, top)
        edges = []
        for parent, model in models.items():
            for entry in (model.get("children") or {}).values():
                child = entry if isinstance(entry, str) else entry.get("model")
                if child in models:
                    edges.append((parent, child))
        if edges and top > 0 and self.on("access-mix", 0.5):
            parent, child = self.pick(edges)
            access[parent], access[child] = top, self.rng.randint(0, top - 1)
        else:
            changed = True
            while changed:
                changed = False
                for parent, child in edges:
                    if access[child] < access[parent]:
                        access[child], changed = access[parent], True
        for name, model in models.items():
            level = access[name]
            if level < top or self.chance(0.1):
                model["access"] = LEVELS[level]
            hooks = []
            properties = model.get("properties") or {}
            for prop in list(properties):
                entry = properties[prop]
                entry = dict(entry) if isinstance(entry, dict) else {"type": entry}
                before = len(entry)
                prop_level = min(level, LEVELS.index(entry.get("access", LEVELS[level])))
                if self.chance(0.2):
                    prop_level = self.rng.randint(0, level)
                    entry["access"] = LEVELS[prop_level]
                if self.chance(0.2):
                    entry["set"] = LEVELS[self.rng.randint(0, prop_level)]
                if self.chance(0.15):
                    entry["tracked"] = False
                if self.chance(0.15):
                    entry["didSet"] = self.pick(hooks) if hooks and self.chance(0.3) else self.hook(f"{prop}Changed")
                    hooks.append(entry["didSet"])
                if len(entry) > before:
                    properties[prop] = entry
            if self.chance(0.25):
                self.property_loads(model, properties, hooks)
            if properties:
                model["properties"] = properties
            for key in ("children", "dependencies"):
                members = model.get(key) or {}
                for member in list(members):
                    if self.chance(0.2):
                        entry = members[member]
                        entry = dict(entry) if isinstance(entry, dict) else \
                            ({"model": entry} if key == "children" else {"type": entry})
                        entry["access"] = LEVELS[self.rng.randint(0, level)]
                        members[member] = entry
            if self.chance(0.2):
                model["didInit"] = self.pick(hooks) if hooks and self.chance(0.3) else \
                    self.hook(self.pick(["didStart", "finishSetup", "startObserving"]))
                hooks.append(model["didInit"])
            if ("snapshot" in model and self.chance(0.25)) or self.chance(0.05):
                names = self.model_state_names()
                if names:
                    model["stateNames"] = names
            hooks = list(dict.fromkeys(hooks))
            if hooks:
                methods = "; ".join(f"func {f'`{h}`' if h in KEYWORDS else h}() {{}}" for h in hooks)
                self.case.standins.append(f"extension {name} {{ {methods} }}")

    def property_loads(self, model, properties, hooks):
        """Properties set at init by a synchronous value use case that takes nothing and cannot fail, named by
        `load:`; two of them may share the use case."""
        taken = set(properties) | set(model.get("dependencies") or {}) | set(model.get("children") or {}) | \
            set(model.get("broadcasts") or {}) | set(model.get("operations") or {})
        shared = None
        for _ in range(self.rng.randint(1, 2)):
            prop = self.member(taken, "loaded")
            if shared and self.chance(0.4):
                t, use_case = shared
            else:
                t = self.type("S", 1)
                use_case, _, _, _ = self.add_call_use_case(returns=Type(self.compared(t), t.conf), kind="value",
                                                           params=[], force_async=False, force_throws=False)
                shared = (t, use_case)
            entry = {"type": t.text, "load": use_case}
            if self.chance(0.2):
                entry["didSet"] = self.hook(f"{prop}Changed")
                hooks.append(entry["didSet"])
            if self.chance(0.15):
                entry["tracked"] = False
            properties[prop] = entry

def generate(seed, index, skip=()):
    gen = Gen(seed, index, skip)
    case = gen.case
    rng = gen.rng
    if rng.random() < 0.25:
        case.external_list = []
    # configuration: stateNames, access, observableObject module
    config = {}
    if rng.random() < 0.3 or gen.risky == "keyword-statenames":
        # Two fixed renamings (a partial one and a whole one): the support file depends on them, and specs that share
        # a support file are type-checked together.
        names = dict(rng.choice([{"uninitialized": "idle", "operating": "running", "failed": "error"},
                                 {"uninitialized": "empty", "loading": "fetching", "ready": "loaded",
                                  "operating": "working", "failed": "broken"}]))
        if gen.on("keyword-statenames", 0.2):
            names[rng.choice(["uninitialized", "ready", "failed"])] = rng.choice(["default", "in", "self", "class",
                                                                                   "init", "Type", "state"])
        if names:
            config["stateNames"] = names
    if rng.random() < 0.3:
        config["access"] = rng.choice(["package", "internal"])
    if rng.random() < 0.5:
        config["observableObject"] = {"module": "OpenCombine"}
    case.config = config
    # imports
    if rng.random() < 0.3:
        case.imports = rng.choice([["Foundation"], ["Foundation", "Dispatch"], ["Synchronization", "Foundation"]])
    if gen.on("keyword-imports", 0.3):
        case.imports = ["Foundation", rng.choice(["struct", "class", "import", "func"])]
    # externals of every form
    if rng.random() < 0.6:
        for _ in range(rng.randint(1, 3)):
            gen.add_external()
        if case.external_list is None:
            if rng.random() < 0.5:
                gen.add_external("Box", generic=rng.randint(1, 2), conf=rng.choice(["S", "SE", "SEH"]))
            if rng.random() < 0.4:
                gen.add_external("Outer", nested=True)
    units = ["declarations", "standard", "standard", "custom", "existing", "nested", "nested", "part2"]
    for _ in range(rng.randint(1, 2)):
        unit = rng.choice(units)
        if unit == "declarations":
            gen.unit_declarations()
        elif unit == "standard":
            gen.standard_model()
        elif unit == "custom":
            gen.custom_model()
        elif unit == "nested":
            gen.unit_nested()
        elif unit == "part2":
            gen.unit_part2()
        else:
            snap = gen.model_snapshot()
            name = gen.fresh("Existing") + "Model"
            entry, _ = gen.stream_operation(snap, set()) or (None, None)
            model = {"snapshot": snap.text}
            if entry:
                model["operations"] = {"go": entry}
            case.models[name] = model
    gen.unit_collide_names()
    gen.unit_typenames()
    gen.unit_badtypes()
    gen.unit_keywords()
    # a reference pair: the declarations in a referenced spec of another module
    if rng.random() < 0.25:
        make_reference(gen)
    gen.decorate_v3()
    if case.external_list is not None and not case.external_list:
        case.external_list = None
    # drop None placeholders left in the mapping form
    case.external = {k: v for k, v in case.external.items() if v is not None}
    return case


def make_reference(gen):
    """Moves nothing: adds a referenced spec (module ProveRef) with a snapshot, an enum and use cases, and a model
    here that uses them."""
    case = gen.case
    t = gen.tag
    snap = f"Shared{t}Snapshot"
    enum = f"Shared{t}Mode"
    ext = f"Shared{t}Token"
    load = f"Shared{t}LoadUseCase"
    stream = f"Shared{t}SyncUseCase"
    call = f"Shared{t}SaveUseCase"
    ref = {
        "imports": None,
        "external": {ext: ["Sendable", "Equatable", "Hashable"]},
        "enums": {enum: ["on1", "off1"]},
        "snapshots": {snap: {"fields": {"mode": {"type": enum, "default": Raw(".on1")}, "token": f"{ext}?",
                                        "rows": "[Int]"}}},
        "use_cases": {
            load: {"fetch": {"returns": snap}},
            stream: {"stream": {"options": {"mode": enum}, "states": {"syncing": "Double", "synced": snap}}},
            call: {"call": f"save(token: {ext}) async throws"},
        },
        "models": {},
        "standins": [f"public struct {ext}: Sendable, Equatable, Hashable {{ public init() {{}} }}"],
    }
    case.ref = ref
    imports = case.imports or ["Foundation"]
    case.imports = imports + ["ProveRef"]
    model = {"snapshot": snap, "load": load,
             "operations": {"sync": {"stream": stream}, "save": {"call": call, "reloads": True}},
             "properties": {"mode": {"type": enum, "default": Raw(".off1")}}}
    case.models[f"Shared{t}Model"] = model
