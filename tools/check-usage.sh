#!/usr/bin/env bash
# Check that every usage snippet on a generated Specimen site compiles in the app: against the
# app's component API (seed 000's CommonModal, CommonToast, … and the API Specimen defines in its
# conventions), not against Specimen.
#
#   tools/check-usage.sh OUTPUT_DIR [DECLARATIONS.swift …]
#
# Extracts each <pre class="usage"><code>…</code></pre> block from OUTPUT_DIR/*.html (HTML
# entities decoded) and first refuses any snippet that names a Specimen type (ColorToken,
# RGBAColor, Modal.Builder, …: the public types of Specimen, SpecimenBuiltIn and
# SpecimenCommandLine) or holds a `!` outside string literals and comments. Then writes one Swift
# file per snippet (`import UIKit`, the snippet in a function of its own, `_ = <last let>`) into
# a throwaway SwiftPM package in a temporary folder, with two targets: `UIKit`, the stubs in
# tools/usage-standin/UIKitStubs.swift, and `App`, the app's component API in
# tools/usage-standin/CommonUI.swift, the DECLARATIONS files (a team's own declarations, e.g. the
# colour names its `code` template writes) and the snippets; and runs `swift build` with a
# scratch path inside that folder.
#
# Exit status: 0 when every snippet compiles; 1 when one does not or names Specimen (the page, the
# snippet's number on it, its code with line numbers and the errors are printed) or the build
# fails for another reason; 2 on bad usage or when no snippet is found.
# Needs swift and python3. Set CHECK_USAGE_KEEP=1 to keep the temporary package.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
standin="$repo/tools/usage-standin"

if [ "$#" -lt 1 ] || [ "$1" = "-h" ] || [ "$1" = "--help" ]; then
  sed -n '2,23p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
  exit 2
fi
site="$1"
shift
if [ ! -d "$site" ]; then
  echo "check-usage: $site is not a folder; pass the folder specimen wrote (e.g. Output)" >&2
  exit 2
fi
for declarations in "$@"; do
  case "$declarations" in
    *.swift) ;;
    *) echo "check-usage: $declarations is not a .swift file" >&2; exit 2 ;;
  esac
  [ -f "$declarations" ] || { echo "check-usage: $declarations does not exist" >&2; exit 2; }
done
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
started=$SECONDS

package="$work/package"
sources="$package/Sources/App"
mkdir -p "$sources" "$package/Sources/UIKit"
cp "$standin/UIKitStubs.swift" "$package/Sources/UIKit/"
cp "$standin/CommonUI.swift" "$sources/"
number=0
for declarations in "$@"; do
  number=$((number + 1))
  cp "$declarations" "$sources/declarations_${number}_$(basename "$declarations")"
done

# Swift 5 language mode, as the seed's code is written: no strict concurrency checking of the
# stubs and the app's classes.
cat >"$package/Package.swift" <<'EOF'
// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "UsageCheck",
  targets: [
    .target(name: "UIKit"),
    .target(name: "App", dependencies: ["UIKit"]),
  ]
)
EOF

# Writes Sources/App/usage_<page>_<n>.swift per snippet and index.tsv (file, page, number, first
# line of the snippet in the file, its line count); prints the snippet count, or the snippets
# that name Specimen or hold a `!` (and exits 1).
count="$(python3 - "$site" "$sources" "$repo" <<'PYTHON'
import glob, html, os, re, sys

site, sources, repo = sys.argv[1], sys.argv[2], sys.argv[3]
block = re.compile(
    r'<pre\b[^>]*\bclass="(?:[^"]*\s)?usage(?:\s[^"]*)?"[^>]*>'
    r'\s*<code\b[^>]*>(.*?)</code>\s*</pre>',
    re.S)
declaration = re.compile(r'^let\s+([A-Za-z_][A-Za-z0-9_]*)\s*[:=]', re.M)

def code_only(text):
    """The snippet without string literals and comments (each replaced by a space)."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith('//', i):
            while i < n and text[i] != '\n':
                i += 1
        elif text.startswith('/*', i):
            end = text.find('*/', i + 2)
            i = n if end < 0 else end + 2
            out.append(' ')
        elif text[i] == '"':
            i += 1
            while i < n and text[i] != '"' and text[i] != '\n':
                i += 2 if text[i] == '\\' else 1
            i += 1
            out.append(' ')
        else:
            out.append(text[i])
            i += 1
    return ''.join(out)

# The public types of Specimen's libraries: top-level names of the reviewed public API, and the
# built-in design system's public types.
specimen_types = set()
for listing in glob.glob(os.path.join(repo, 'docs', 'public-api', '*.txt')):
    with open(listing, encoding='utf-8') as f:
        for line in f:
            m = re.match(r'^([A-Za-z_][A-Za-z0-9_]*): (?:\w+ )*(?:struct|enum|class|protocol|typealias|actor) ', line)
            if m:
                specimen_types.add(m.group(1))
for path in glob.glob(os.path.join(repo, 'Sources', 'SpecimenBuiltIn', '**', '*.swift'), recursive=True):
    with open(path, encoding='utf-8') as f:
        specimen_types.update(re.findall(
            r'^public (?:final )?(?:struct|enum|class|protocol|typealias|actor) ([A-Za-z_][A-Za-z0-9_]*)',
            f.read(), re.M))
# Names the app declares itself (the stand-in and the team's declarations) are the app's.
app_types = set()
for path in glob.glob(os.path.join(sources, '*.swift')):
    with open(path, encoding='utf-8') as f:
        app_types.update(re.findall(
            r'\b(?:struct|enum|class|protocol|typealias|actor) ([A-Za-z_][A-Za-z0-9_]*)', f.read()))
specimen_types -= app_types
type_name = re.compile(r'(?<![\w.])(' + '|'.join(sorted(specimen_types, key=len, reverse=True)) + r')\b')

index, refused = [], []
for path in sorted(glob.glob(os.path.join(site, '*.html'))):
    page = os.path.basename(path)
    with open(path, encoding='utf-8') as f:
        text = f.read()
    for number, match in enumerate(block.finditer(text), start=1):
        code = html.unescape(re.sub(r'<[^>]*>', '', match.group(1))).rstrip()
        problems = []
        for line_number, line in enumerate(code_only(code).split('\n'), start=1):
            names = sorted(set(type_name.findall(line))) if specimen_types else []
            if names:
                problems.append(f'  line {line_number}: names Specimen: {", ".join(names)} '
                                '(usage code is written in the app\'s API, not Specimen\'s)')
            if '!' in line:
                problems.append(f'  line {line_number}: has a `!` (a force unwrap or cast the app\'s '
                                'code would not write)')
        if problems:
            refused.append((page, number, code, problems))
        stem = re.sub(r'[^A-Za-z0-9]', '_', page[:-len('.html')])
        function = f'usage_{stem}_{number}'
        lets = declaration.findall(code)
        header = [
            f'// {page}, usage snippet {number}',
            'import UIKit',
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
with open(os.path.join(os.path.dirname(os.path.dirname(sources)), 'index.tsv'), 'w') as f:
    f.write(''.join(line + '\n' for line in index))
if refused:
    for page, number, code, problems in refused:
        print(f'check-usage: {page}, usage snippet {number} is not the app\'s code:', file=sys.stderr)
        for offset, text in enumerate(code.split('\n'), start=1):
            print(f'  {offset:3} | {text}', file=sys.stderr)
        for problem in problems:
            print(problem, file=sys.stderr)
    print(f'check-usage: {len(refused)} of {len(index)} usage snippets name Specimen or hold a `!`',
          file=sys.stderr)
    sys.exit(1)
print(len(index))
PYTHON
)"

if [ "$count" -eq 0 ]; then
  echo "check-usage: no <pre class=\"usage\"><code> snippet in $site/*.html" >&2
  exit 2
fi
pages="$(cut -f2 "$package/index.tsv" | sort -u | wc -l | tr -d ' ')"
echo "check-usage: compiling $count usage snippets from $pages pages against the app's API" \
  "(tools/usage-standin${*:+ and $*})"

log="$work/build.log"
if swift build --package-path "$package" --scratch-path "$work/.build" >"$log" 2>&1; then
  echo "check-usage: all $count usage snippets compile ($((SECONDS - started)) s)"
  exit 0
fi

# Report each failing snippet: where it is on the site, its code, the compiler's errors.
python3 - "$package" "$log" <<'PYTHON'
import os, re, sys

package, log = sys.argv[1], sys.argv[2]
sources = os.path.join(package, 'Sources', 'App')
snippets = {}
with open(os.path.join(package, 'index.tsv')) as f:
    for row in f:
        file, page, number, first, count = row.rstrip('\n').split('\t')
        snippets[file] = (page, int(number), int(first), int(count))
with open(log, encoding='utf-8', errors='replace') as f:
    output = f.read()
diagnostic = re.compile(
    r'^\S*?/Sources/App/([^/:]+\.swift):(\d+):(\d+): error: (.*)$', re.M)
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
    print('check-usage: swift build failed outside the snippets (do the stand-in and the '
          'declarations compile?):', file=sys.stderr)
    lines = output.splitlines(True)
    errors = [line for line in lines if 'error:' in line]
    sys.stderr.write(''.join(list(dict.fromkeys(errors))[:40] if errors else lines[-40:]))
    sys.exit(1)
for file in sorted(failures, key=lambda f: (snippets[f][0], snippets[f][1])):
    page, number, first, count = snippets[file]
    print(f'check-usage: {page}, usage snippet {number} does not compile against the app\'s API:',
          file=sys.stderr)
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
