/** No PostCSS plugins: without this file Next would use the web host's (Tailwind), one folder up. */
export default { plugins: {} }
