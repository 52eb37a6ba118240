// The Content-Security-Policy nonce of the page. The server render provides it (entry.server.tsx) so Remix's
// scripts carry it; in the browser the context is empty on purpose: browsers hide a nonce attribute's value after
// parsing (it reads ""), so an empty nonce hydrates without a mismatch.
import { createContext, useContext } from "react";

export const NonceContext = createContext("");

export const useNonce = () => useContext(NonceContext);

export { documentNonce } from "./document-nonce";
