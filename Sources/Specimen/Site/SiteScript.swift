/// `assets/site.js`: conveniences on top of pages that work without it. It shows the sidebar's
/// filter box and filters the list as you type (a component by its name or a variant's title), and remembers the screen, size and appearance chosen
/// on each page (localStorage, keyed by the page's path). No network, nothing the page needs.
enum SiteScript {
  /// The script's source.
  static let source = """
    // Specimen: conveniences only. Every page reads and works without this script.
    (() => {
      const filter = document.querySelector('.nav-filter');
      if (filter) {
        const items = [...document.querySelectorAll('.sidebar-nav li')];
        filter.hidden = false;
        filter.addEventListener('input', () => {
          const query = filter.value.trim().toLowerCase();
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
