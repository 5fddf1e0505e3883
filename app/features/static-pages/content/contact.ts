import type { StaticPageText } from "../static-page";

/** The "Contact" page: reply time, one address for every purpose, FAQ, and where the curator is based. */
export const contactPage: StaticPageText = {
  pt: {
    title: "Contacto",
    description:
      "Fala comigo sobre viseiras, câmaras e intercomunicadores, sugere um produto ou propõe uma parceria. Respondo por e-mail em 24 a 48 horas.",
    intro: "Sem formulários nem robôs: escreves-me um e-mail e sou eu que o leio e te respondo.",
    sections: [
      {
        heading: "Resposta rápida",
        paragraphs: [
          "Leio cada mensagem pessoalmente e respondo em 24 a 48 horas.",
          "Se a pergunta for sobre uma viseira ou um acessório, indica logo a marca e o modelo do teu capacete: assim consigo responder-te à primeira.",
        ],
      },
      {
        heading: "Um endereço para tudo",
        paragraphs: [
          "Seja qual for o motivo, escreve para {{email}}. Diz no assunto do que se trata e respondo-te mais depressa.",
        ],
        items: [
          "Contacto geral: dúvidas sobre o site, sobre um produto ou sobre um link que não funciona. Escreve para {{email}}.",
          "Sugestões de produtos: conheces alguma coisa que eu devia testar? Diz-me o quê e porquê, em {{email}}.",
          "Parcerias: marcas e lojas que queiram falar comigo, sabendo que não há lugares pagos. Escreve para {{email}}.",
        ],
      },
      {
        heading: "Vendes os produtos?",
        paragraphs: [
          "Não. Não tenho loja nem stock. Os links levam-te ao AliExpress ou à loja oficial da marca, e é lá que compras, pagas e recebes a encomenda.",
        ],
      },
      {
        heading: "Comprar pelos teus links fica mais caro?",
        paragraphs: [
          "Não. Pagas exatamente o mesmo que pagarias se fosses diretamente à loja. A pequena comissão que recebo é paga pela loja, não por ti.",
        ],
      },
      {
        heading: "Podes ver se uma viseira serve no meu capacete?",
        paragraphs: [
          "Sim, com todo o gosto. Escreve para {{email}} com a marca e o modelo exato do teu capacete e, se souberes, o tamanho e o ano.",
          "Se não tiver a certeza, digo-te isso mesmo, em vez de adivinhar.",
        ],
      },
      {
        heading: "Aceitas análises patrocinadas?",
        paragraphs: [
          "Não. Não aceito dinheiro para pôr um produto no site nem para falar bem dele. Não há lugares pagos: cada recomendação depende só do que acontece na estrada.",
        ],
      },
      {
        heading: "Onde estou",
        paragraphs: [
          "Estou em Portugal, mas não envio nada: como não vendo produtos, não trato de encomendas, trocas nem devoluções.",
          "Para devoluções, garantias ou entregas, fala diretamente com a loja onde compraste, segundo as condições dela.",
        ],
      },
    ],
  },
  en: {
    title: "Contact",
    description:
      "Ask me about visors, action cameras and intercoms, suggest a product or propose a partnership. I reply by e-mail within 24 to 48 hours.",
    intro: "No forms, no bots: you send me an e-mail, and I'm the one who reads it and replies.",
    sections: [
      {
        heading: "Quick response",
        paragraphs: [
          "I read every message myself and reply within 24 to 48 hours.",
          "If your question is about a visor or an accessory, include your helmet's brand and model right away, so I can answer in one go.",
        ],
      },
      {
        heading: "One address for everything",
        paragraphs: [
          "Whatever the reason, write to {{email}}. Put the topic in the subject line and I'll get back to you sooner.",
        ],
        items: [
          "General contact: questions about the site, a product or a link that doesn't work. Write to {{email}}.",
          "Product suggestions: know something I should test? Tell me what and why at {{email}}.",
          "Partnerships: brands and stores who'd like to talk, knowing there are no paid placements. Write to {{email}}.",
        ],
      },
      {
        heading: "Do you sell the products?",
        paragraphs: [
          "No. I have no shop and no stock. The links take you to AliExpress or to the brand's official store, and that's where you buy, pay and receive your order.",
        ],
      },
      {
        heading: "Does buying through your links cost more?",
        paragraphs: [
          "No. You pay exactly what you'd pay going straight to the store. The small commission I earn is paid by the store, not by you.",
        ],
      },
      {
        heading: "Can you check if a visor fits my helmet?",
        paragraphs: [
          "Yes, gladly. Write to {{email}} with your helmet's brand and exact model and, if you know them, its size and year.",
          "If I'm not sure, I'll tell you so instead of guessing.",
        ],
      },
      {
        heading: "Do you accept sponsored reviews?",
        paragraphs: [
          "No. I don't take money to put a product on the site or to say good things about it. There are no paid placements: every recommendation depends only on what happens on the road.",
        ],
      },
      {
        heading: "Where I am",
        paragraphs: [
          "I'm based in Portugal, but I don't ship anything: since I don't sell products, I don't handle orders, exchanges or returns.",
          "For returns, warranties or deliveries, contact the store you bought from directly, under its own conditions.",
        ],
      },
    ],
  },
  es: {
    title: "Contacto",
    description:
      "Pregúntame por viseras, cámaras de acción e intercomunicadores, sugiere un producto o propón una colaboración. Respondo por e-mail en 24 a 48 horas.",
    intro: "Sin formularios ni robots: me escribes un e-mail y soy yo quien lo lee y te responde.",
    sections: [
      {
        heading: "Respuesta rápida",
        paragraphs: [
          "Leo cada mensaje personalmente y respondo en 24 a 48 horas.",
          "Si tu pregunta es sobre una visera o un accesorio, incluye ya la marca y el modelo de tu casco: así te respondo a la primera.",
        ],
      },
      {
        heading: "Una sola dirección para todo",
        paragraphs: ["Sea cual sea el motivo, escribe a {{email}}. Indica el tema en el asunto y te responderé antes."],
        items: [
          "Contacto general: dudas sobre la web, sobre un producto o sobre un enlace que no funciona. Escribe a {{email}}.",
          "Sugerencias de productos: ¿conoces algo que debería probar? Cuéntame qué y por qué en {{email}}.",
          "Colaboraciones: marcas y tiendas que quieran hablar conmigo, sabiendo que no hay espacios pagados. Escribe a {{email}}.",
        ],
      },
      {
        heading: "¿Vendes los productos?",
        paragraphs: [
          "No. No tengo tienda ni stock. Los enlaces te llevan a AliExpress o a la tienda oficial de la marca, y es allí donde compras, pagas y recibes el pedido.",
        ],
      },
      {
        heading: "¿Comprar con tus enlaces sale más caro?",
        paragraphs: [
          "No. Pagas exactamente lo mismo que si fueras directamente a la tienda. La pequeña comisión que recibo la paga la tienda, no tú.",
        ],
      },
      {
        heading: "¿Puedes comprobar si una visera le va a mi casco?",
        paragraphs: [
          "Sí, encantado. Escribe a {{email}} con la marca y el modelo exacto de tu casco y, si los sabes, la talla y el año.",
          "Si no estoy seguro, te lo digo tal cual, en lugar de adivinar.",
        ],
      },
      {
        heading: "¿Aceptas reseñas patrocinadas?",
        paragraphs: [
          "No. No acepto dinero por poner un producto en la web ni por hablar bien de él. No hay espacios pagados: cada recomendación depende solo de lo que pasa en la carretera.",
        ],
      },
      {
        heading: "Dónde estoy",
        paragraphs: [
          "Estoy en Portugal, pero no envío nada: como no vendo productos, no gestiono pedidos, cambios ni devoluciones.",
          "Para devoluciones, garantías o entregas, contacta directamente con la tienda donde compraste, según sus condiciones.",
        ],
      },
    ],
  },
  fr: {
    title: "Contact",
    description:
      "Posez-moi vos questions sur les écrans, caméras embarquées et intercoms, suggérez un produit ou proposez un partenariat. Réponse sous 24 à 48 heures.",
    intro: "Ni formulaire ni robot : vous m'écrivez un e-mail, et c'est moi qui le lis et qui vous réponds.",
    sections: [
      {
        heading: "Réponse rapide",
        paragraphs: [
          "Je lis chaque message personnellement et je réponds sous 24 à 48 heures.",
          "Si votre question porte sur un écran ou un accessoire, indiquez d'emblée la marque et le modèle de votre casque : je pourrai vous répondre du premier coup.",
        ],
      },
      {
        heading: "Une seule adresse pour tout",
        paragraphs: [
          "Quelle que soit la raison, écrivez à {{email}}. Précisez le sujet dans l'objet, et je vous répondrai plus vite.",
        ],
        items: [
          "Contact général : questions sur le site, sur un produit ou sur un lien qui ne fonctionne pas. Écrivez à {{email}}.",
          "Suggestions de produits : vous connaissez quelque chose que je devrais tester ? Dites-moi quoi et pourquoi à {{email}}.",
          "Partenariats : marques et boutiques qui souhaitent échanger, en sachant qu'il n'y a pas d'emplacements payants. Écrivez à {{email}}.",
        ],
      },
      {
        heading: "Vendez-vous les produits ?",
        paragraphs: [
          "Non. Je n'ai ni boutique ni stock. Les liens vous mènent vers AliExpress ou vers la boutique officielle de la marque, et c'est là que vous achetez, payez et recevez votre commande.",
        ],
      },
      {
        heading: "Acheter via vos liens coûte-t-il plus cher ?",
        paragraphs: [
          "Non. Vous payez exactement le même prix qu'en allant directement sur la boutique. La petite commission que je touche est payée par la boutique, pas par vous.",
        ],
      },
      {
        heading: "Pouvez-vous vérifier si un écran va sur mon casque ?",
        paragraphs: [
          "Oui, avec plaisir. Écrivez à {{email}} en indiquant la marque et le modèle exact de votre casque et, si vous les connaissez, sa taille et son année.",
          "Si je ne suis pas sûr, je vous le dis franchement plutôt que de deviner.",
        ],
      },
      {
        heading: "Acceptez-vous les tests sponsorisés ?",
        paragraphs: [
          "Non. Je n'accepte pas d'argent pour mettre un produit sur le site ni pour en dire du bien. Il n'y a pas d'emplacements payants : chaque recommandation dépend uniquement de ce qui se passe sur la route.",
        ],
      },
      {
        heading: "Où je suis",
        paragraphs: [
          "Je suis basé au Portugal, mais je n'expédie rien : comme je ne vends pas de produits, je ne gère ni commandes, ni échanges, ni retours.",
          "Pour un retour, une garantie ou une livraison, contactez directement la boutique où vous avez acheté, selon ses propres conditions.",
        ],
      },
    ],
  },
  it: {
    title: "Contatti",
    description:
      "Chiedimi di visiere, action cam e interfoni, suggerisci un prodotto o proponi una collaborazione. Rispondo via e-mail entro 24-48 ore, sempre di persona.",
    intro: "Niente moduli né bot: mi scrivi un'e-mail e sono io a leggerla e a risponderti.",
    sections: [
      {
        heading: "Risposta rapida",
        paragraphs: [
          "Leggo ogni messaggio di persona e rispondo entro 24-48 ore.",
          "Se la domanda riguarda una visiera o un accessorio, indica subito marca e modello del tuo casco: così ti rispondo al primo colpo.",
        ],
      },
      {
        heading: "Un solo indirizzo per tutto",
        paragraphs: [
          "Qualunque sia il motivo, scrivi a {{email}}. Indica l'argomento nell'oggetto e ti risponderò prima.",
        ],
        items: [
          "Contatto generale: domande sul sito, su un prodotto o su un link che non funziona. Scrivi a {{email}}.",
          "Suggerimenti di prodotti: conosci qualcosa che dovrei provare? Dimmi cosa e perché a {{email}}.",
          "Collaborazioni: marchi e negozi che vogliono parlarmi, sapendo che non ci sono posizionamenti a pagamento. Scrivi a {{email}}.",
        ],
      },
      {
        heading: "Vendi i prodotti?",
        paragraphs: [
          "No. Non ho un negozio né un magazzino. I link ti portano su AliExpress o sul negozio ufficiale del marchio, ed è lì che acquisti, paghi e ricevi l'ordine.",
        ],
      },
      {
        heading: "Comprare tramite i tuoi link costa di più?",
        paragraphs: [
          "No. Paghi esattamente quanto pagheresti andando direttamente sul negozio. La piccola commissione che ricevo la paga il negozio, non tu.",
        ],
      },
      {
        heading: "Puoi verificare se una visiera va sul mio casco?",
        paragraphs: [
          "Sì, volentieri. Scrivi a {{email}} con marca e modello esatto del tuo casco e, se li conosci, taglia e anno.",
          "Se non sono sicuro, te lo dico chiaramente invece di tirare a indovinare.",
        ],
      },
      {
        heading: "Accetti recensioni sponsorizzate?",
        paragraphs: [
          "No. Non accetto soldi per mettere un prodotto sul sito né per parlarne bene. Non ci sono posizionamenti a pagamento: ogni consiglio dipende solo da quello che succede su strada.",
        ],
      },
      {
        heading: "Dove mi trovo",
        paragraphs: [
          "Sono in Portogallo, ma non spedisco nulla: non vendendo prodotti, non gestisco ordini, cambi né resi.",
          "Per resi, garanzie o consegne, contatta direttamente il negozio in cui hai acquistato, secondo le sue condizioni.",
        ],
      },
    ],
  },
  de: {
    title: "Kontakt",
    description:
      "Frag mich zu Visieren, Actioncams und Intercoms, schlag ein Produkt vor oder biete eine Zusammenarbeit an. Ich antworte per E-Mail in 24 bis 48 Stunden.",
    intro: "Kein Formular, kein Bot: Du schreibst mir eine E-Mail, und ich lese sie und antworte dir selbst.",
    sections: [
      {
        heading: "Schnelle Antwort",
        paragraphs: [
          "Ich lese jede Nachricht selbst und antworte innerhalb von 24 bis 48 Stunden.",
          "Geht es um ein Visier oder Zubehör, nenn gleich Marke und Modell deines Helms, dann kann ich dir direkt weiterhelfen.",
        ],
      },
      {
        heading: "Eine Adresse für alles",
        paragraphs: [
          "Egal worum es geht, schreib an {{email}}. Nenn das Thema im Betreff, dann antworte ich schneller.",
        ],
        items: [
          "Allgemeiner Kontakt: Fragen zur Seite, zu einem Produkt oder zu einem Link, der nicht funktioniert. Schreib an {{email}}.",
          "Produktvorschläge: Du kennst etwas, das ich testen sollte? Sag mir unter {{email}}, was und warum.",
          "Partnerschaften: Marken und Shops, die mit mir sprechen möchten, im Wissen, dass es keine bezahlten Platzierungen gibt. Schreib an {{email}}.",
        ],
      },
      {
        heading: "Verkaufst du die Produkte?",
        paragraphs: [
          "Nein. Ich habe weder einen Shop noch ein Lager. Die Links führen dich zu AliExpress oder zum offiziellen Shop der Marke, und dort kaufst und bezahlst du und bekommst deine Bestellung.",
        ],
      },
      {
        heading: "Kostet der Kauf über deine Links mehr?",
        paragraphs: [
          "Nein. Du zahlst genau das, was du auch direkt im Shop zahlen würdest. Die kleine Provision, die ich bekomme, zahlt der Shop, nicht du.",
        ],
      },
      {
        heading: "Kannst du prüfen, ob ein Visier auf meinen Helm passt?",
        paragraphs: [
          "Ja, gern. Schreib an {{email}} mit Marke und genauem Modell deines Helms und, falls du sie kennst, Größe und Baujahr.",
          "Wenn ich mir nicht sicher bin, sage ich dir das ehrlich, statt zu raten.",
        ],
      },
      {
        heading: "Nimmst du gesponserte Tests an?",
        paragraphs: [
          "Nein. Ich nehme kein Geld dafür, ein Produkt auf die Seite zu stellen oder gut darüber zu schreiben. Es gibt keine bezahlten Platzierungen: Jede Empfehlung hängt nur davon ab, was auf der Straße passiert.",
        ],
      },
      {
        heading: "Wo ich bin",
        paragraphs: [
          "Ich lebe in Portugal, verschicke aber nichts: Da ich keine Produkte verkaufe, kümmere ich mich nicht um Bestellungen, Umtausch oder Rücksendungen.",
          "Für Rücksendungen, Garantie oder Lieferung wende dich direkt an den Shop, in dem du gekauft hast, zu dessen Bedingungen.",
        ],
      },
    ],
  },
};
