#!/usr/bin/env bash
# Regenerates the bundled fonts in Templates/Fonts (see Templates/Fonts/README.md).
# Needs: python3 with fontTools, and the Debian packages fonts-inter and fonts-nanum.
set -euo pipefail
repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
python3 -c 'import fontTools' 2>/dev/null || {
  echo "make-fonts: fontTools is missing (pip install fonttools)" >&2; exit 1; }
for f in /usr/share/fonts/opentype/inter/Inter-Regular.otf \
         /usr/share/fonts/truetype/nanum/NanumGothic.ttf; do
  [[ -f "$f" ]] || { echo "make-fonts: $f is missing (apt-get install fonts-inter fonts-nanum)" >&2; exit 1; }
done
python3 "$repo_root/tools/make_fonts.py" "$repo_root/Templates/Fonts"
