"""Chromium's launch arguments for opening Specimen's pages with images off.

With JavaScript off Chromium loads every image of a page at once (lazy loading needs
JavaScript): 3 to 6 s a component page of drawings. A check of layout, controls, text or
budgets that opens pages with JavaScript off launches Chromium with these arguments: an
image's box then comes from its width and height attributes, which site-browser-check.py
holds to the shape of the view each image names, so the box is the one it has loaded.
"""

ARGS = ["--blink-settings=imagesEnabled=false"]
