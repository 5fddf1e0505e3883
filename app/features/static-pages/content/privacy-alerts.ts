import type { Language } from "~/i18n/languages";
import type { StaticPageContent } from "../static-page";

/**
 * The privacy page's sections on the alerts a rider asks for by e-mail (issue 30): back in stock and price drops,
 * both confirmed by e-mail first. What is kept, why and for how long, as `price-alerts.server.ts` and
 * `stock-requests.server.ts` keep and forget it.
 */
export const alertSections: Record<Language, StaticPageContent["sections"]> = {
  pt: [
    {
      heading: "Avisos de stock",
      paragraphs: [
        "Se pedires para ser avisado quando um produto esgotado voltar, guardo o teu e-mail, o produto, o idioma, a página e a data do pedido, e primeiro envio-te uma mensagem para confirmares que és tu. Servem só para te enviar uma mensagem, uma vez, quando o produto voltar a estar disponível; essa mensagem traz um link que apaga o pedido e o teu e-mail. Um pedido nunca confirmado é apagado ao fim de 30 dias; um pedido respondido, 90 dias depois da mensagem; um que nunca chega a ser respondido, ao fim de dois anos.",
      ],
    },
    {
      heading: "Alertas de preço",
      paragraphs: [
        "Se pedires para ser avisado quando um produto ficar mais barato (ou todas as viseiras do teu capacete), guardo o teu e-mail, o idioma, o produto, o teu preço se o indicaste, o preço no dia do pedido (depois, o último de que te avisei) e as datas do pedido, da confirmação e do último aviso. Mais nada: nem a página, nem o teu endereço IP.",
        "Servem só para te escrever quando o preço baixar até ao teu preço, ou pelo menos 5 % sem ele, uma vez por descida. Primeiro envio-te uma mensagem para confirmares que és tu; sem confirmação, não envio mais nada. Cada mensagem traz um link que apaga o alerta e o teu e-mail com um clique. Um alerta nunca confirmado é apagado ao fim de 30 dias; qualquer alerta, dois anos depois do pedido.",
      ],
    },
  ],
  en: [
    {
      heading: "Back-in-stock requests",
      paragraphs: [
        "If you ask to be told when a sold-out product is back, I keep your e-mail, the product, the language, the page and the date of the request, and first send you one message to confirm it's you. They serve only to send you one message, once, when the product can be bought again; that message has a link that deletes the request and your e-mail. A request never confirmed is deleted after 30 days; one that was answered, 90 days after the message; one never answered, after two years.",
      ],
    },
    {
      heading: "Price alerts",
      paragraphs: [
        "If you ask to be told when a product gets cheaper (or every visor for your helmet), I keep your e-mail, the language, the product, your price if you gave one, the price on the day you asked (later, the last one I told you) and the dates you asked, confirmed and were last told. Nothing else: not the page, not your IP address.",
        "They serve only to write to you when the price drops to your price, or by at least 5 % without one, once per drop. First I send you one message to confirm it's you; without confirmation nothing more is sent. Every message has a link that deletes the alert and your e-mail with one click. An alert never confirmed is deleted after 30 days; every alert, two years after you asked.",
      ],
    },
  ],
  es: [
    {
      heading: "Avisos de stock",
      paragraphs: [
        "Si pides que te avise cuando un producto agotado vuelva, guardo tu e-mail, el producto, el idioma, la página y la fecha de la solicitud, y primero te envío un mensaje para que confirmes que eres tú. Solo sirven para enviarte un mensaje, una vez, cuando el producto se pueda comprar de nuevo; ese mensaje lleva un enlace que borra la solicitud y tu e-mail. Una solicitud nunca confirmada se borra a los 30 días; una respondida, 90 días después del mensaje; una que nunca se responde, a los dos años.",
      ],
    },
    {
      heading: "Alertas de precio",
      paragraphs: [
        "Si pides que te avise cuando un producto baje de precio (o todas las viseras de tu casco), guardo tu e-mail, el idioma, el producto, tu precio si lo indicaste, el precio el día de la solicitud (después, el último del que te avisé) y las fechas de la solicitud, de la confirmación y del último aviso. Nada más: ni la página ni tu dirección IP.",
        "Solo sirven para escribirte cuando el precio baje hasta tu precio, o al menos un 5 % sin él, una vez por bajada. Primero te envío un mensaje para que confirmes que eres tú; sin confirmación no envío nada más. Cada mensaje lleva un enlace que borra la alerta y tu e-mail con un clic. Una alerta nunca confirmada se borra a los 30 días; cualquier alerta, dos años después de la solicitud.",
      ],
    },
  ],
  fr: [
    {
      heading: "Alertes de retour en stock",
      paragraphs: [
        "Si vous demandez à être prévenu quand un produit épuisé revient, je garde votre e-mail, le produit, la langue, la page et la date de la demande, et je vous envoie d'abord un message pour confirmer que c'est bien vous. Ils servent seulement à vous envoyer un message, une seule fois, quand le produit peut de nouveau être acheté ; ce message contient un lien qui supprime la demande et votre e-mail. Une demande jamais confirmée est supprimée au bout de 30 jours ; une demande satisfaite, 90 jours après le message ; une demande jamais satisfaite, au bout de deux ans.",
      ],
    },
    {
      heading: "Alertes de prix",
      paragraphs: [
        "Si vous demandez à être prévenu quand un produit baisse (ou pour tous les écrans de votre casque), je garde votre e-mail, la langue, le produit, votre prix si vous en avez indiqué un, le prix du jour de la demande (ensuite, le dernier dont je vous ai prévenu) et les dates de la demande, de la confirmation et de la dernière alerte. Rien d'autre : ni la page, ni votre adresse IP.",
        "Ils servent seulement à vous écrire quand le prix descend jusqu'à votre prix, ou d'au moins 5 % sans prix indiqué, une fois par baisse. Je vous envoie d'abord un message pour confirmer que c'est bien vous ; sans confirmation, rien d'autre n'est envoyé. Chaque message contient un lien qui supprime l'alerte et votre e-mail en un clic. Une alerte jamais confirmée est supprimée au bout de 30 jours ; toute alerte, deux ans après la demande.",
      ],
    },
  ],
  it: [
    {
      heading: "Avvisi di disponibilità",
      paragraphs: [
        "Se chiedi di essere avvisato quando un prodotto esaurito torna disponibile, conservo la tua e-mail, il prodotto, la lingua, la pagina e la data della richiesta, e prima ti mando un messaggio per confermare che sei tu. Servono solo a mandarti un messaggio, una volta, quando il prodotto si può di nuovo acquistare; quel messaggio contiene un link che cancella la richiesta e la tua e-mail. Una richiesta mai confermata viene cancellata dopo 30 giorni; una soddisfatta, 90 giorni dopo il messaggio; una mai soddisfatta, dopo due anni.",
      ],
    },
    {
      heading: "Avvisi di prezzo",
      paragraphs: [
        "Se chiedi di essere avvisato quando un prodotto costa meno (o per tutte le visiere del tuo casco), conservo la tua e-mail, la lingua, il prodotto, il tuo prezzo se l'hai indicato, il prezzo del giorno della richiesta (poi, l'ultimo di cui ti ho avvisato) e le date della richiesta, della conferma e dell'ultimo avviso. Nient'altro: né la pagina né il tuo indirizzo IP.",
        "Servono solo a scriverti quando il prezzo scende fino al tuo prezzo, o di almeno il 5 % senza di esso, una volta per ogni calo. Prima ti mando un messaggio per confermare che sei tu; senza conferma non invio altro. Ogni messaggio contiene un link che cancella l'avviso e la tua e-mail con un clic. Un avviso mai confermato viene cancellato dopo 30 giorni; ogni avviso, due anni dopo la richiesta.",
      ],
    },
  ],
  de: [
    {
      heading: "Benachrichtigung bei Verfügbarkeit",
      paragraphs: [
        "Wenn du benachrichtigt werden möchtest, sobald ein ausverkauftes Produkt wieder da ist, speichere ich deine E-Mail, das Produkt, die Sprache, die Seite und das Datum der Anfrage, und ich schicke dir zuerst eine Nachricht, damit du bestätigst, dass du es bist. Sie dienen nur dazu, dir einmal eine Nachricht zu schicken, wenn das Produkt wieder erhältlich ist; diese Nachricht enthält einen Link, der die Anfrage und deine E-Mail löscht. Eine nie bestätigte Anfrage wird nach 30 Tagen gelöscht, eine beantwortete 90 Tage nach der Nachricht, eine nie beantwortete nach zwei Jahren.",
      ],
    },
    {
      heading: "Preisalarme",
      paragraphs: [
        "Wenn du wissen möchtest, wann ein Produkt günstiger wird (oder jedes Visier für deinen Helm), speichere ich deine E-Mail, die Sprache, das Produkt, deinen Preis, falls du einen angegeben hast, den Preis am Tag der Anfrage (danach den zuletzt gemeldeten) und die Daten der Anfrage, der Bestätigung und der letzten Nachricht. Sonst nichts: weder die Seite noch deine IP-Adresse.",
        "Sie dienen nur dazu, dir zu schreiben, wenn der Preis auf deinen Preis fällt, oder ohne ihn um mindestens 5 %, einmal pro Preissenkung. Zuerst schicke ich dir eine Nachricht, damit du bestätigst, dass du es bist; ohne Bestätigung kommt nichts mehr. Jede Nachricht enthält einen Link, der den Alarm und deine E-Mail mit einem Klick löscht. Ein nie bestätigter Alarm wird nach 30 Tagen gelöscht, jeder Alarm zwei Jahre nach der Anfrage.",
      ],
    },
  ],
};
