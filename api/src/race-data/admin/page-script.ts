import { ADMIN_RESULTS_IMPORT_PATH, relativeToPage } from './page';

/**
 * The page's only script (served from our origin, so the CSP allows it and nothing inline). It sends the file with
 * the key in the x-review-key header and the page's language in Accept-Language, then shows the summary or the table of row problems. Everything it shows
 * is set as text, never as HTML: names in a bad row are the uploader's, not ours. Plain ES2020 for any browser.
 */
export const PAGE_SCRIPT = `'use strict';
(function () {
  var form = document.getElementById('import-form');
  var t = JSON.parse(document.getElementById('messages').textContent);
  var language = document.documentElement.lang === 'en' ? 'en' : 'zh';
  var statusLine = document.getElementById('status');
  var table = document.getElementById('problems');
  var more = document.getElementById('more');
  var button = document.getElementById('submit');
  var fill = function (text, values) {
    return text.replace(/\\{(\\w+)\\}/g, function (_, name) { return String(values[name]); });
  };
  var show = function (kind, text) {
    statusLine.dataset.kind = kind;
    statusLine.textContent = text;
  };
  var clear = function () {
    show('', '');
    table.hidden = true;
    table.tBodies[0].replaceChildren();
    more.hidden = true;
  };
  var showProblems = function (data) {
    var body = table.tBodies[0];
    data.problems.forEach(function (problem) {
      var row = body.insertRow();
      row.insertCell().textContent = problem.row === 0 ? t.wholeFile : String(problem.row);
      row.insertCell().textContent = problem.column === null ? (problem.row === 0 ? '' : t.wholeRow) : problem.column;
      row.insertCell().textContent = language === 'en' ? problem.en : problem.zh;
    });
    table.hidden = false;
    if (data.total > data.problems.length) {
      more.textContent = fill(t.more, { count: data.total - data.problems.length });
      more.hidden = false;
    }
  };
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    clear();
    var key = form.elements.key.value;
    var year = form.elements.year.value.trim();
    var file = form.elements.file.files[0];
    if (!key || !year || !file) {
      show('error', t.missing);
      return;
    }
    var final = form.elements.status.value === 'final';
    var body = new FormData();
    body.append('file', file, file.name);
    var url = '${relativeToPage(ADMIN_RESULTS_IMPORT_PATH)}?year=' + encodeURIComponent(year) + '&final=' + (final ? '1' : '0');
    button.disabled = true;
    form.setAttribute('aria-busy', 'true');
    show('', t.uploading);
    // The API answers its message in the language asked for: the page's own.
    fetch(url, {
      method: 'POST',
      headers: { 'x-review-key': key, 'accept-language': language },
      body: body,
      credentials: 'omit',
    })
      .then(function (response) { return response.json(); })
      .then(function (answer) {
        if (answer.code === 0) {
          var status = answer.data.final ? t.statusFinal : t.statusProvisional;
          show('success', fill(t.success, { rows: answer.data.rows, year: answer.data.year, status: status }));
        } else if (answer.data && Array.isArray(answer.data.problems)) {
          show('error', fill(t.problems, { count: answer.data.total }));
          showProblems(answer.data);
        } else {
          show('error', answer.msg);
        }
      })
      .catch(function () { show('error', t.network); })
      .finally(function () {
        button.disabled = false;
        form.removeAttribute('aria-busy');
        statusLine.focus();
      });
  });
  statusLine.tabIndex = -1;
  button.disabled = false;
})();
`;
