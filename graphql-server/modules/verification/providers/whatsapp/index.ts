// WhatsApp's Cloud API, sending the code as an authentication template (its local fake, for tests, sits beside it).
export {
  WHATSAPP_DEFAULT_URL,
  WHATSAPP_DEFAULT_VERSION,
  WhatsAppSender,
  authenticationTemplateBody,
  whatsAppFromEnv,
  type WhatsAppConfig,
} from "./whatsapp.sender.js";
