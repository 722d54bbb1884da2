/**
 * The sandbox page's style sheet and script, served as files because the content security policy
 * allows no inline code. The script only closes the pop-up when its button is pressed.
 */
export const SANDBOX_CSS = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;background:#f6f7f9}
main{max-width:28rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
.notice{background:#fff8e1;border:1px solid #e0b300;border-radius:.5rem;padding:.75rem;margin-bottom:1rem}
.amount{font-size:1.25rem;font-weight:600;margin:0 0 1rem}
.field{margin-bottom:1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;font-size:1rem;padding:.75rem;border:1px solid #767676;border-radius:.375rem;background:#fff}
input:focus{outline:3px solid #1d4ed8;outline-offset:1px}
input[aria-invalid=true]{border-color:#b00020}
.error{color:#b00020;margin:.25rem 0 0}
.summary{border:2px solid #b00020;border-radius:.5rem;padding:.75rem;margin-bottom:1rem;background:#fff}
.row{display:flex;gap:.75rem}.row .field{flex:1}
button{width:100%;font-size:1rem;font-weight:600;padding:.875rem;border-radius:.375rem;border:0;cursor:pointer;margin-top:.5rem}
.primary{background:#1d4ed8;color:#fff}.secondary{background:#e5e7eb;color:#1a1a1a}
button:focus{outline:3px solid #111;outline-offset:2px}
details{margin-top:1.5rem;background:#fff;border-radius:.5rem;padding:.75rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}td,th{text-align:left;padding:.25rem}
`;

export const SANDBOX_JS = `
document.addEventListener('DOMContentLoaded', function () {
  var button = document.querySelector('[data-close-window]');
  if (button) button.addEventListener('click', function () { window.close(); });
});
`;
