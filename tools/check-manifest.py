#!/usr/bin/env python3
"""Check a generated site's component manifest against its schema.

    python3 tools/check-manifest.py SITE

Validates SITE/components.json against docs/components.schema.json (JSON Schema 2020-12,
PyPI's jsonschema), and that it agrees with the site: every component page, every drawing file
it lists exists, and every drawing in SITE/svg/ (each view of each variant's sheet,
`svg/<component>/<variant>.svg#<view>`) is listed once. Exit 0 valid, 1 not, 2 bad usage.
"""
import json
import os
import re
import sys

try:
    import jsonschema
except ImportError:
    print("check-manifest: needs jsonschema (pip install jsonschema)", file=sys.stderr)
    sys.exit(2)

if len(sys.argv) != 2 or not os.path.isdir(sys.argv[1]):
    print(__doc__.strip(), file=sys.stderr)
    sys.exit(2)
site = sys.argv[1]
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
with open(os.path.join(root, "docs", "components.schema.json"), encoding="utf-8") as f:
    schema = json.load(f)
jsonschema.Draft202012Validator.check_schema(schema)
path = os.path.join(site, "components.json")
try:
    with open(path, encoding="utf-8") as f:
        manifest = json.load(f)
except (OSError, ValueError) as error:
    print(f"check-manifest: {path}: {error}", file=sys.stderr)
    sys.exit(1)
problems = [
    f"{'/'.join(str(p) for p in error.absolute_path) or '(top)'}: {error.message}"
    for error in jsonschema.Draft202012Validator(schema).iter_errors(manifest)
]
listed = []
for component in manifest.get("components", []):
    if not os.path.isfile(os.path.join(site, component.get("page", ""))):
        problems.append(f"{component.get('id')}: its page {component.get('page')} is not in the site")
    for variant in component.get("variants", []):
        for drawing in variant.get("drawings", []):
            listed.append(drawing.get("path", ""))
VIEW = re.compile(r'<view id="([^"]*)"')
drawn = []
for folder, _, names in os.walk(os.path.join(site, "svg")):
    for name in names:
        if not name.endswith(".svg"):
            continue
        file = os.path.relpath(os.path.join(folder, name), site)
        with open(os.path.join(folder, name), encoding="utf-8") as f:
            views = VIEW.findall(f.read())
        drawn += [f"{file}#{view}" for view in views] or [file]
drawn.sort()
if sorted(listed) != drawn:
    missing = sorted(set(drawn) - set(listed))[:5]
    extra = sorted(set(listed) - set(drawn))[:5]
    problems.append(
        f"the drawings listed ({len(listed)}) are not the site's ({len(drawn)}): "
        f"not listed {missing}, not in the site {extra}"
    )
for problem in problems[:20]:
    print(f"check-manifest: {path}: {problem}", file=sys.stderr)
if problems:
    print(f"check-manifest: FAILED: {len(problems)} problems", file=sys.stderr)
    sys.exit(1)
components = manifest["components"]
variants = sum(len(c["variants"]) for c in components)
properties = sum(len(c["properties"]) for c in components)
print(
    f"check-manifest: {path} is valid: {len(components)} components, {properties} properties, "
    f"{variants} variants, {len(listed)} drawings"
)
