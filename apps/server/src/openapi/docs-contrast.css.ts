/**
 * Served after Swagger UI's own stylesheet at /api/docs/contrast.css: its colours for the method badges, the
 * Authorize button, the version badges, links and the schema's "expand all" buttons fall below WCAG AA's 4.5:1
 * on their backgrounds. The same hues, darkened until white text (or the text on white) passes.
 */
export const DOCS_CONTRAST_CSS = `
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1f5f99; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1d7048; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #8f4b00; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b3261e; }
.swagger-ui .btn.authorize { color: #1d7048; border-color: #1d7048; }
.swagger-ui .btn.authorize svg { fill: #1d7048; }
.swagger-ui .info .title small pre { background: #4f5562; }
.swagger-ui .info .title small.version-stamp { background: #3f5c00; }
.swagger-ui .info .title small.version-stamp pre { background: #3f5c00; }
.swagger-ui .info a, .swagger-ui .info .url { color: #1f5f99; }
.swagger-ui .json-schema-2020-12-expand-deep-button { color: #4a4a4a; }
`;
