// The card a "Show installments" post without JavaScript carried, given back to the fields it was typed into. The
// action puts it in the request's load context and the server render provides it here, so it is written only as
// those inputs' values: never into the loader or action data (which the page also embeds as its hydration script),
// never into a URL or a log line. The security code is not given back: the shopper types it again. In the browser
// the context is empty (with JavaScript the lookup never posts the form).
import { createContext, useContext } from "react";

export interface TypedCard {
  holder: string;
  number: string;
  expiry: string;
}

export const TypedCardContext = createContext<TypedCard | null>(null);

export const useTypedCard = () => useContext(TypedCardContext);
