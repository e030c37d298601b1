import {
  ADMIN_PASSINGS_IMPORT_PATH,
  ADMIN_RESULTS_IMPORT_PATH,
  STAFF_SIGN_IN_FROM_PAGE,
  relativeToPage,
} from './page';

/**
 * The page's only script (served from our origin, so the CSP allows it and nothing inline). With the first upload
 * it signs the staff member in (address, password, TOTP code) and keeps the session in memory only, for the
 * page's life; it sends the file (a results file, or a passings file with its timing company) with the session in
 * the x-staff-session header and the page's language in Accept-Language, then shows the summary, the table of row problems, or the passings refused. Everything it shows
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
  var refused = document.getElementById('refused');
  var refusedMore = document.getElementById('refused-more');
  var resultsFields = document.getElementById('results-fields');
  var resultsIntro = document.getElementById('results-intro');
  var passingsFields = document.getElementById('passings-fields');
  var fileLabel = document.getElementById('file-label');
  var signInFields = document.getElementById('sign-in');
  var signedIn = document.getElementById('signed-in');
  // The staff session: in this variable only, never in storage, so closing the page ends it here.
  var session = null;
  var setSession = function (value, name) {
    session = value;
    signInFields.hidden = value !== null;
    signInFields.disabled = value !== null;
    signedIn.hidden = value === null;
    signedIn.textContent = value === null ? '' : fill(t.signedIn, { name: name });
  };
  var signIn = function () {
    if (session !== null) return Promise.resolve({ code: 0 });
    return fetch('${STAFF_SIGN_IN_FROM_PAGE}', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': language },
      body: JSON.stringify({
        email: form.elements.email.value.trim(),
        password: form.elements.password.value,
        code: form.elements.code.value.trim(),
      }),
      credentials: 'omit',
    })
      .then(function (response) { return response.json(); })
      .then(function (answer) {
        if (answer.code === 0) {
          form.elements.password.value = '';
          form.elements.code.value = '';
          setSession(answer.data.session, answer.data.member.name);
        }
        return answer;
      });
  };
  var passingsChosen = function () { return form.elements.kind.value === 'passings'; };
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
    refused.hidden = true;
    refused.tBodies[0].replaceChildren();
    refusedMore.hidden = true;
  };
  // The fields of the chosen kind of file, and the button and file label that say which.
  var showKind = function () {
    var passings = passingsChosen();
    resultsFields.hidden = passings;
    resultsIntro.hidden = passings;
    passingsFields.hidden = !passings;
    button.textContent = passings ? t.submitPassings : t.submit;
    fileLabel.textContent = fill(passings ? t.filePassings : t.file, { mb: fileLabel.dataset.mb });
  };
  var showRefused = function (data) {
    var body = refused.tBodies[0];
    data.refusedRows.forEach(function (item) {
      var row = body.insertRow();
      row.insertCell().textContent = String(item.row);
      row.insertCell().textContent = item.bib;
      row.insertCell().textContent = item.point === null ? '' : item.point;
      row.insertCell().textContent = language === 'en' ? item.reason.en : item.reason.zh;
    });
    refused.hidden = data.refusedRows.length === 0;
    if (data.refused > data.refusedRows.length) {
      refusedMore.textContent = fill(t.refusedMore, { count: data.refused - data.refusedRows.length });
      refusedMore.hidden = false;
    }
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
    var year = form.elements.year.value.trim();
    var file = form.elements.file.files[0];
    var credentials = session !== null || (form.elements.email.value && form.elements.password.value && form.elements.code.value);
    if (!credentials || !year || !file) {
      show('error', t.missing);
      return;
    }
    var passings = passingsChosen();
    var final = form.elements.status.value === 'final';
    var body = new FormData();
    body.append('file', file, file.name);
    var url = passings
      ? '${relativeToPage(ADMIN_PASSINGS_IMPORT_PATH)}?year=' + encodeURIComponent(year) + '&provider=' + encodeURIComponent(form.elements.provider.value)
      : '${relativeToPage(ADMIN_RESULTS_IMPORT_PATH)}?year=' + encodeURIComponent(year) + '&final=' + (final ? '1' : '0');
    button.disabled = true;
    form.setAttribute('aria-busy', 'true');
    show('', t.uploading);
    // The API answers its message in the language asked for: the page's own.
    signIn()
      .then(function (signedInAnswer) {
        if (signedInAnswer.code !== 0) return signedInAnswer;
        return fetch(url, {
          method: 'POST',
          headers: { 'x-staff-session': session, 'accept-language': language },
          body: body,
          credentials: 'omit',
        }).then(function (response) { return response.json(); });
      })
      .then(function (answer) {
        // An ended session (signed out elsewhere, idle too long): sign in again with the next upload.
        if (answer.code === 401) setSession(null, '');
        if (answer.code === 0 && passings) {
          var provider = answer.data.provider === 'file' ? t.providerFile : answer.data.provider;
          show(answer.data.refused > 0 ? 'warning' : 'success', fill(t.passingsSuccess, {
            rows: answer.data.rows,
            year: answer.data.year,
            provider: provider,
            accepted: answer.data.accepted,
            replaced: answer.data.replaced,
            duplicate: answer.data.duplicate,
            refused: answer.data.refused,
          }));
          showRefused(answer.data);
        } else if (answer.code === 0) {
          var status = answer.data.final ? t.statusFinal : t.statusProvisional;
          show('success', fill(t.success, { rows: answer.data.rows, year: answer.data.year, status: status }));
        } else if (answer.data && Array.isArray(answer.data.problems)) {
          show('error', fill(passings ? t.passingsProblems : t.problems, { count: answer.data.total }));
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
  Array.prototype.forEach.call(form.elements.kind, function (radio) {
    radio.addEventListener('change', function () {
      clear();
      showKind();
    });
  });
  showKind();
  statusLine.tabIndex = -1;
  button.disabled = false;
})();
`;
