// REST routes that answer a document as it is (the product feed's XML) when they succeed, rather than a legacy JSON
// reply; their refusals (bad input, no access) are JSON as everywhere.
export const DOCUMENT_ROUTES: ReadonlySet<string> = new Set(["GET /api/v1/xml/products"]);
