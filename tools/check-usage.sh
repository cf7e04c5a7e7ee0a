#!/usr/bin/env bash
# Check that every usage snippet on a generated Specimen site compiles against this checkout.
#
#   tools/check-usage.sh OUTPUT_DIR
#
# Extracts each <pre class="usage"><code>…</code></pre> block from OUTPUT_DIR/*.html (HTML
# entities decoded), writes one Swift file per snippet into a throwaway SwiftPM package in a
# temporary folder whose executable target depends on this repository's `Specimen` library by
# path, wraps each snippet in its own function (`do { <snippet>; _ = <last let> }`), and runs
# `swift build` with a scratch path inside that folder.
#
# Exit status: 0 when every snippet compiles; 1 when one does not (the page, the snippet's number
# on it, its code with line numbers and the compiler's errors are printed) or the build fails
# for another reason; 2 on bad usage or when no snippet is found.
# Needs swift and python3. Set CHECK_USAGE_KEEP=1 to keep the temporary package.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

if [ "$#" -ne 1 ] || [ "$1" = "-h" ] || [ "$1" = "--help" ]; then
  sed -n '2,15p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
  exit 2
fi
site="$1"
if [ ! -d "$site" ]; then
  echo "check-usage: $site is not a folder; pass the folder specimen wrote (e.g. Output)" >&2
  exit 2
fi
command -v swift >/dev/null 2>&1 || { echo "check-usage: swift not found" >&2; exit 2; }
command -v python3 >/dev/null 2>&1 || { echo "check-usage: python3 not found" >&2; exit 2; }

work="$(mktemp -d "${TMPDIR:-/tmp}/specimen-usage.XXXXXX")"
cleanup() {
  if [ "${CHECK_USAGE_KEEP:-0}" = "1" ]; then
    echo "check-usage: kept $work" >&2
  else
    rm -rf "$work"
  fi
}
trap cleanup EXIT

package="$work/package"
sources="$package/Sources/UsageCheck"
mkdir -p "$sources"

# SwiftPM names a path dependency after its folder's last component, lower-cased.
identity="$(basename "$repo" | tr '[:upper:]' '[:lower:]')"
cat >"$package/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "UsageCheck",
  platforms: [.macOS(.v13)],
  dependencies: [.package(path: "$repo")],
  targets: [
    .executableTarget(
      name: "UsageCheck",
      dependencies: [
        .product(name: "Specimen", package: "$identity"),
        .product(name: "SpecimenBuiltIn", package: "$identity"),
      ])
  ]
)
EOF

# Writes Sources/UsageCheck/usage_<page>_<n>.swift per snippet and index.tsv (file, page,
# number, first line of the snippet in the file, its line count); prints the snippet count.
count="$(python3 - "$site" "$sources" <<'PYTHON'
import glob, html, os, re, sys

site, sources = sys.argv[1], sys.argv[2]
block = re.compile(
    r'<pre\b[^>]*\bclass="(?:[^"]*\s)?usage(?:\s[^"]*)?"[^>]*>'
    r'\s*<code\b[^>]*>(.*?)</code>\s*</pre>',
    re.S)
declaration = re.compile(r'^let\s+([A-Za-z_][A-Za-z0-9_]*)\s*[:=]', re.M)
index = []
names = []
for path in sorted(glob.glob(os.path.join(site, '*.html'))):
    page = os.path.basename(path)
    with open(path, encoding='utf-8') as f:
        text = f.read()
    for number, match in enumerate(block.finditer(text), start=1):
        code = html.unescape(re.sub(r'<[^>]*>', '', match.group(1))).rstrip()
        stem = re.sub(r'[^A-Za-z0-9]', '_', page[:-len('.html')])
        function = f'usage_{stem}_{number}'
        names.append(function)
        lets = declaration.findall(code)
        header = [
            f'// {page}, usage snippet {number}',
            'import Specimen',
            'import SpecimenBuiltIn',
            '',
            f'func {function}() {{',
            '  do {',
        ]
        body = ['    ' + line if line else '' for line in code.split('\n')]
        footer = ([f'    _ = {lets[-1]}'] if lets else []) + ['  }', '}', '']
        file = f'{function}.swift'
        with open(os.path.join(sources, file), 'w', encoding='utf-8') as f:
            f.write('\n'.join(header + body + footer))
        index.append(f'{file}\t{page}\t{number}\t{len(header) + 1}\t{len(body)}')
with open(os.path.join(sources, 'main.swift'), 'w', encoding='utf-8') as f:
    f.write('// Calls every snippet, so none is dead code.\n')
    f.write(''.join(f'{name}()\n' for name in names))
with open(os.path.join(os.path.dirname(os.path.dirname(sources)), 'index.tsv'), 'w') as f:
    f.write(''.join(line + '\n' for line in index))
print(len(index))
PYTHON
)"

if [ "$count" -eq 0 ]; then
  echo "check-usage: no <pre class=\"usage\"><code> snippet in $site/*.html" >&2
  exit 2
fi
pages="$(cut -f2 "$package/index.tsv" | sort -u | wc -l | tr -d ' ')"
echo "check-usage: compiling $count usage snippets from $pages pages against $repo"

log="$work/build.log"
if swift build --package-path "$package" --scratch-path "$work/.build" >"$log" 2>&1; then
  echo "check-usage: all $count usage snippets compile"
  exit 0
fi

# Report each failing snippet: where it is on the site, its code, the compiler's errors.
python3 - "$package" "$log" <<'PYTHON'
import os, re, sys

package, log = sys.argv[1], sys.argv[2]
sources = os.path.join(package, 'Sources', 'UsageCheck')
snippets = {}
with open(os.path.join(package, 'index.tsv')) as f:
    for row in f:
        file, page, number, first, count = row.rstrip('\n').split('\t')
        snippets[file] = (page, int(number), int(first), int(count))
with open(log, encoding='utf-8', errors='replace') as f:
    output = f.read()
diagnostic = re.compile(
    r'^\S*?/Sources/UsageCheck/([^/:]+\.swift):(\d+):(\d+): error: (.*)$', re.M)
failures = {}
for match in diagnostic.finditer(output):
    file, message = match.group(1), match.group(4)
    line, column = int(match.group(2)), int(match.group(3))
    if file in snippets:
        page, number, first, count = snippets[file]
        # Lines and columns as on the page: the snippet is indented 4 columns in its file.
        where = (f'line {line - first + 1}:{max(1, column - 4)}' if first <= line < first + count
                 else f'after the snippet (line {line} of the wrapper)')
        failures.setdefault(file, []).append(f'  {where}: error: {message}')
if not failures:
    print('check-usage: swift build failed outside the snippets (does Specimen itself build?):',
          file=sys.stderr)
    lines = output.splitlines(True)
    errors = [line for line in lines if 'error:' in line]
    sys.stderr.write(''.join(list(dict.fromkeys(errors))[:40] if errors else lines[-40:]))
    sys.exit(1)
for file in sorted(failures, key=lambda f: (snippets[f][0], snippets[f][1])):
    page, number, first, count = snippets[file]
    print(f'check-usage: {page}, usage snippet {number} does not compile:', file=sys.stderr)
    with open(os.path.join(sources, file), encoding='utf-8') as f:
        lines = f.read().split('\n')
    code = lines[first - 1:first - 1 + count]
    for offset, text in enumerate(code, start=1):
        print(f'  {offset:3} | {text[4:]}', file=sys.stderr)
    # Unique messages in order (a diagnostic can be printed once per compile job).
    for message in dict.fromkeys(failures[file]):
        print(message, file=sys.stderr)
print(f'check-usage: {len(failures)} of {len(snippets)} usage snippets do not compile',
      file=sys.stderr)
PYTHON
exit 1
