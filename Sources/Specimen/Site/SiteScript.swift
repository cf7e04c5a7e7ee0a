import Foundation

/// `assets/site.js`: conveniences on top of pages that work without it. It shows the sidebar's
/// filter box and filters the list as you type (a component by its name or a variant's title),
/// and remembers the screen, size and appearance chosen on each page (localStorage, keyed by the
/// page's path). No network, nothing the page needs.
///
/// The variants' titles the filter finds components by are written once, here, not in every
/// page's sidebar: a page's size does not grow with the rest of the catalog.
enum SiteScript {
  /// The script for `registry`: its components' variant titles (a JSON array of
  /// `[page, titles…]`, in registry order; composed, NFC, as the pages write text) before
  /// ``code``.
  static func source(for registry: Registry) throws -> String {
    let titles = registry.entries.map { entry in
      ["\(entry.id).html"] + entry.variants.map(\.title.precomposedStringWithCanonicalMapping)
    }
    let json = String(decoding: try JSONEncoder().encode(titles), as: UTF8.self)
    return "// Each component's page and its variants' titles, which the filter finds it by.\n"
      + "const specimenVariantTitles = \(json);\n" + code
  }

  /// The script's code, after the titles.
  static let code = """
    // Specimen: conveniences only. Every page reads and works without this script.
    (() => {
      const filter = document.querySelector('.nav-filter');
      if (filter) {
        const items = [...document.querySelectorAll('.sidebar-nav li')];
        // A component's item carries its variants' titles for the filter (and for tests).
        const titles = new Map(specimenVariantTitles.map(([page, ...names]) => [page, names]));
        for (const item of items) {
          const link = item.querySelector('a');
          const names = link && titles.get(link.getAttribute('href'));
          if (names && names.length) item.dataset.search = names.join(' · ');
        }
        filter.hidden = false;
        filter.addEventListener('input', () => {
          const query = filter.value.normalize('NFC').trim().toLowerCase();
          for (const item of items) {
            const words = (item.textContent + ' ' + (item.dataset.search || '')).toLowerCase();
            item.hidden = query !== '' && !words.includes(query);
          }
        });
      }
      const key = 'specimen-view:' + location.pathname;
      const names = ['screen', 'scale', 'theme'];
      let saved = null;
      try { saved = JSON.parse(localStorage.getItem(key) || 'null'); } catch (error) { saved = null; }
      for (const name of names) {
        const inputs = [...document.querySelectorAll(`input[name="${name}"]`)];
        const match = saved && inputs.find(input => input.value === saved[name]);
        if (match) match.checked = true;
        for (const input of inputs) {
          input.addEventListener('change', () => {
            const state = {};
            for (const other of names) {
              const checked = document.querySelector(`input[name="${other}"]:checked`);
              if (checked) state[other] = checked.value;
            }
            try { localStorage.setItem(key, JSON.stringify(state)); } catch (error) { /* private mode */ }
          });
        }
      }
    })();

    """
}
