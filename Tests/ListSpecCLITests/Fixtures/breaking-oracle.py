#!/usr/bin/env python3
"""An independent reading of contract section 14 (listspec breaking), for the property test:
for each pair of JSON specs (old, new) named on the command line, the error rules an old build
hits, as a JSON list of sorted rule ids per pair. NEW's viewModels are decoded with OLD's types
as generated Swift decodes them (unknown struct fields ignored; a missing non-optional field, a
value of another type or an unknown enum string fails). Written from the contract, not from the
Swift code, and only for the type expressions the test generates (strings, named maps, enums)."""
import json
import sys


def parse(expr, named):
    """A type: a string expression, an inline map (struct) or an inline list (enum)."""
    if isinstance(expr, dict):
        return ("struct", {k: parse(v, named) for k, v in expr.items()})
    if isinstance(expr, list):
        return ("enum", list(expr))
    e = expr.replace(" ", "")
    if e.endswith("?"):
        return ("opt", parse(e[:-1], named))
    if e.startswith("[") and e.endswith("]"):
        inner = e[1:-1]
        depth = 0
        for i, c in enumerate(inner):
            depth += c == "["
            depth -= c == "]"
            if c == ":" and depth == 0:
                return ("dict", parse(inner[i + 1:], named))
        return ("list", parse(inner, named))
    if e in ("String", "Int", "Double", "Bool", "Void"):
        return (e.lower(),)
    return ("named", e)


def nullable(t, types):
    while t[0] == "named":
        t = types[t[1]]
    return t[0] in ("opt", "void")


def read(value, t, types, out):
    """Appends a rule per failure of decoding `value` (None: null) as `t`."""
    kind = t[0]
    if kind == "named":
        return read(value, types[t[1]], types, out)
    if kind == "void":
        return
    if value is None:
        if kind != "opt":
            out.append("changed-field-type")
        return
    if kind == "opt":
        return read(value, t[1], types, out)
    is_bool = isinstance(value, bool)
    is_number = isinstance(value, (int, float)) and not is_bool
    ok = {
        "string": isinstance(value, str),
        "bool": is_bool,
        "double": is_number,
        "int": is_number and float(value).is_integer() and abs(value) < 2**63,
    }
    if kind in ok:
        if not ok[kind]:
            out.append("changed-field-type")
        return
    if kind == "list":
        if not isinstance(value, list):
            return out.append("changed-field-type")
        for item in value:
            read(item, t[1], types, out)
    elif kind == "dict":
        if not isinstance(value, dict):
            return out.append("changed-field-type")
        for item in value.values():
            read(item, t[1], types, out)
    elif kind == "enum":
        if not isinstance(value, str):
            out.append("changed-field-type")
        elif value not in t[1]:
            out.append("new-enum-case")
    elif kind == "struct":
        if not isinstance(value, dict):
            return out.append("changed-field-type")
        for name, field in t[1].items():
            if value.get(name) is None:
                if not nullable(field, types):
                    out.append("missing-field")
            else:
                read(value[name], field, types, out)


def errors(old, new):
    types = {name: parse(expr, None) for name, expr in old.get("types", {}).items()}
    out = []
    new_tables = new.get("tables", {})
    for name, old_table in old.get("tables", {}).items():
        if name not in new_tables:
            out.append("removed-table")
            continue
        table = new_tables[name]
        declared = old_table.get("cellTypes") or {}
        old_cells = [c for s in old_table.get("sections", []) for c in s.get("cells", [])]
        registered = set(declared) if declared else {c["cellType"] for c in old_cells}
        actions = {c["action"] for c in old_cells if c.get("action") is not None}
        views = set()
        for s in old_table.get("sections", []):
            for key in ("header", "footer"):
                if isinstance(s.get(key), dict) and s[key].get("view") is not None:
                    views.add(s[key]["view"])
        for section in table.get("sections", []):
            for key in ("header", "footer"):
                part = section.get(key)
                if isinstance(part, dict) and part.get("view") is not None and part["view"] not in views:
                    out.append("new-header-view")
            for cell in section.get("cells", []):
                if cell["cellType"] not in registered:
                    out.append("new-cell-type")
                else:
                    declared_type = (declared.get(cell["cellType"]) or {}).get("viewModel")
                    if declared_type is not None:
                        read(cell.get("viewModel"), parse(declared_type, None), types, out)
                if cell.get("action") is not None and cell["action"] not in actions:
                    out.append("new-action")
    return sorted(out)


args = sys.argv[1:]
result = []
for old_path, new_path in zip(args[0::2], args[1::2]):
    with open(old_path) as o, open(new_path) as n:
        result.append(errors(json.load(o), json.load(n)))
print(json.dumps(result))
