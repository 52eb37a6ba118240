// Lists of products: the listing with its filters, sorting and facets (counted from the tally or from the facet
// columns kept in memory), and the search documents the admin's writes refresh.
export { listProducts, type ListingInput, type SearchCondition } from "./listing.service.js";
export { compactFacetTally, foldAndCompactFacetTally, foldFacetTally, ProductFacetTallySchema } from "./facet-tally.js";
export { ProductFacetVersionSchema } from "./facet-columns.js";
export { refreshSearchIndex, type SearchIndex } from "./search-index.js";
