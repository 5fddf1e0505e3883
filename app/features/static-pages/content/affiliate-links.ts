import type { StaticPageText } from "../static-page";

/** The "Affiliate links" page: what they are, what they cost the visitor, which programmes, how they are marked. */
export const affiliateLinksPage: StaticPageText = {
  pt: {
    title: "Links de afiliado",
    description:
      "Como funcionam os links de afiliado do {{siteName}}: não pagas mais, eu recebo uma pequena comissão e a escolha dos produtos nunca depende dela.",
    intro: "Quero que saibas exatamente como este site se mantém. Está tudo aqui, sem letras pequenas.",
    sections: [
      {
        heading: "O que é um link de afiliado",
        paragraphs: [
          "Um link de afiliado é um link normal para uma loja, com um código que identifica este site. Quando compras depois de clicar nele, a loja fica a saber que vieste daqui.",
        ],
      },
      {
        heading: "Quanto te custa",
        paragraphs: [
          "Nada. Pagas exatamente o mesmo preço que pagarias se entrasses diretamente na loja.",
          "Quando compras através de um destes links, a loja paga-me uma pequena comissão sobre a venda. É isso que ajuda a manter o site e os testes.",
        ],
      },
      {
        heading: "Com que programas trabalho",
        paragraphs: ["Os links deste site fazem parte destes programas:"],
        items: [
          "Programa de afiliados do AliExpress",
          "Lojas oficiais das marcas, como a DJI e a Insta360, quando têm um programa de afiliados disponível",
        ],
      },
      {
        heading: "A comissão não muda o preço nem a escolha",
        paragraphs: [
          "A comissão nunca altera o preço que pagas nem o produto que recomendo.",
          "Primeiro escolho o produto, depois de o usar na estrada, e só então procuro onde o comprar. Não há lugares pagos e nenhuma marca pode comprar uma recomendação.",
        ],
      },
      {
        heading: "Como reconheces os links",
        paragraphs: [
          "Os links de afiliado estão sempre assinalados como tal no site.",
          "Quando clicas, passas primeiro por um redirecionamento deste site que conta os cliques de forma anónima, sem guardar quem clicou, e só depois chegas à loja.",
        ],
      },
      {
        heading: "Dúvidas?",
        paragraphs: ["Se alguma coisa não estiver clara, escreve-me para {{email}}. Explico-te com todo o gosto."],
      },
    ],
  },
  en: {
    title: "Affiliate links",
    description:
      "How affiliate links work on {{siteName}}: you pay nothing extra, I earn a small commission, and it never decides which products I recommend.",
    intro: "I want you to know exactly how this site keeps going. Here's all of it, with no small print.",
    sections: [
      {
        heading: "What an affiliate link is",
        paragraphs: [
          "An affiliate link is an ordinary link to a store, with a code that identifies this site. When you buy after clicking it, the store knows you came from here.",
        ],
      },
      {
        heading: "What it costs you",
        paragraphs: [
          "Nothing. You pay exactly the same price you'd pay going straight to the store.",
          "When you buy through one of these links, the store pays me a small commission on the sale. That's what helps keep the site and the testing going.",
        ],
      },
      {
        heading: "Which programmes I work with",
        paragraphs: ["The links on this site belong to these programmes:"],
        items: [
          "The AliExpress affiliate programme",
          "Official brand stores, such as DJI and Insta360, where an affiliate programme is available",
        ],
      },
      {
        heading: "The commission doesn't change the price or the choice",
        paragraphs: [
          "The commission never changes the price you pay or the product I recommend.",
          "I choose the product first, after using it on the road, and only then look for where to buy it. There are no paid placements, and no brand can buy a recommendation.",
        ],
      },
      {
        heading: "How to recognise the links",
        paragraphs: [
          "Affiliate links are always marked as such on the site.",
          "When you click one, you first pass through a redirect on this site that counts clicks anonymously, without recording who clicked, and then you land in the store.",
        ],
      },
      {
        heading: "Questions?",
        paragraphs: ["If anything isn't clear, write to me at {{email}}. I'm happy to explain."],
      },
    ],
  },
  es: {
    title: "Enlaces de afiliado",
    description:
      "Cómo funcionan los enlaces de afiliado de {{siteName}}: no pagas más, yo recibo una pequeña comisión y esta nunca decide qué productos recomiendo.",
    intro: "Quiero que sepas exactamente cómo se mantiene esta web. Aquí está todo, sin letra pequeña.",
    sections: [
      {
        heading: "Qué es un enlace de afiliado",
        paragraphs: [
          "Un enlace de afiliado es un enlace normal a una tienda, con un código que identifica esta web. Cuando compras después de hacer clic en él, la tienda sabe que vienes de aquí.",
        ],
      },
      {
        heading: "Cuánto te cuesta",
        paragraphs: [
          "Nada. Pagas exactamente el mismo precio que si fueras directamente a la tienda.",
          "Cuando compras a través de uno de estos enlaces, la tienda me paga una pequeña comisión por la venta. Eso es lo que ayuda a mantener la web y las pruebas.",
        ],
      },
      {
        heading: "Con qué programas trabajo",
        paragraphs: ["Los enlaces de esta web pertenecen a estos programas:"],
        items: [
          "El programa de afiliados de AliExpress",
          "Tiendas oficiales de las marcas, como DJI e Insta360, cuando tienen un programa de afiliados disponible",
        ],
      },
      {
        heading: "La comisión no cambia el precio ni la elección",
        paragraphs: [
          "La comisión nunca cambia el precio que pagas ni el producto que recomiendo.",
          "Primero elijo el producto, después de usarlo en carretera, y solo entonces busco dónde comprarlo. No hay espacios pagados y ninguna marca puede comprar una recomendación.",
        ],
      },
      {
        heading: "Cómo reconocer los enlaces",
        paragraphs: [
          "Los enlaces de afiliado están siempre marcados como tales en la web.",
          "Al hacer clic, pasas primero por una redirección de esta web que cuenta los clics de forma anónima, sin guardar quién hizo clic, y después llegas a la tienda.",
        ],
      },
      {
        heading: "¿Dudas?",
        paragraphs: ["Si algo no queda claro, escríbeme a {{email}}. Te lo explico encantado."],
      },
    ],
  },
  fr: {
    title: "Liens d'affiliation",
    description:
      "Comment fonctionnent les liens d'affiliation de {{siteName}} : aucun surcoût pour vous, une petite commission pour moi, sans influence sur mes choix.",
    intro: "Je veux que vous sachiez exactement comment ce site se finance. Tout est ici, sans petits caractères.",
    sections: [
      {
        heading: "Qu'est-ce qu'un lien d'affiliation ?",
        paragraphs: [
          "Un lien d'affiliation est un lien ordinaire vers une boutique, avec un code qui identifie ce site. Quand vous achetez après avoir cliqué dessus, la boutique sait que vous venez d'ici.",
        ],
      },
      {
        heading: "Combien ça vous coûte",
        paragraphs: [
          "Rien. Vous payez exactement le même prix qu'en allant directement sur la boutique.",
          "Quand vous achetez via l'un de ces liens, la boutique me verse une petite commission sur la vente. C'est ce qui aide à faire vivre le site et les tests.",
        ],
      },
      {
        heading: "Les programmes avec lesquels je travaille",
        paragraphs: ["Les liens de ce site relèvent de ces programmes :"],
        items: [
          "Le programme d'affiliation d'AliExpress",
          "Les boutiques officielles des marques, comme DJI et Insta360, lorsqu'un programme d'affiliation est disponible",
        ],
      },
      {
        heading: "La commission ne change ni le prix ni le choix",
        paragraphs: [
          "La commission ne modifie jamais le prix que vous payez ni le produit que je recommande.",
          "Je choisis d'abord le produit, après l'avoir utilisé sur la route, et ce n'est qu'ensuite que je cherche où l'acheter. Il n'y a pas d'emplacements payants, et aucune marque ne peut acheter une recommandation.",
        ],
      },
      {
        heading: "Comment reconnaître les liens",
        paragraphs: [
          "Les liens d'affiliation sont toujours signalés comme tels sur le site.",
          "Quand vous cliquez, vous passez d'abord par une redirection de ce site qui compte les clics de façon anonyme, sans enregistrer qui a cliqué, puis vous arrivez sur la boutique.",
        ],
      },
      {
        heading: "Des questions ?",
        paragraphs: ["Si quelque chose n'est pas clair, écrivez-moi à {{email}}. Je vous l'expliquerai avec plaisir."],
      },
    ],
  },
  it: {
    title: "Link di affiliazione",
    description:
      "Come funzionano i link di affiliazione di {{siteName}}: non paghi di più, io ricevo una piccola commissione e non è mai lei a decidere cosa consiglio.",
    intro:
      "Voglio che tu sappia esattamente come si sostiene questo sito. Qui c'è tutto, senza clausole scritte in piccolo.",
    sections: [
      {
        heading: "Cos'è un link di affiliazione",
        paragraphs: [
          "Un link di affiliazione è un normale link a un negozio, con un codice che identifica questo sito. Quando acquisti dopo averci cliccato, il negozio sa che arrivi da qui.",
        ],
      },
      {
        heading: "Quanto ti costa",
        paragraphs: [
          "Niente. Paghi esattamente lo stesso prezzo che pagheresti andando direttamente sul negozio.",
          "Quando acquisti tramite uno di questi link, il negozio mi riconosce una piccola commissione sulla vendita. È ciò che aiuta a mantenere il sito e le prove.",
        ],
      },
      {
        heading: "Con quali programmi lavoro",
        paragraphs: ["I link di questo sito fanno parte di questi programmi:"],
        items: [
          "Il programma di affiliazione di AliExpress",
          "I negozi ufficiali dei marchi, come DJI e Insta360, quando è disponibile un programma di affiliazione",
        ],
      },
      {
        heading: "La commissione non cambia né il prezzo né la scelta",
        paragraphs: [
          "La commissione non cambia mai il prezzo che paghi né il prodotto che consiglio.",
          "Prima scelgo il prodotto, dopo averlo usato su strada, e solo dopo cerco dove comprarlo. Non ci sono posizionamenti a pagamento e nessun marchio può comprare un consiglio.",
        ],
      },
      {
        heading: "Come riconoscere i link",
        paragraphs: [
          "I link di affiliazione sono sempre segnalati come tali sul sito.",
          "Quando ci clicchi, passi prima da un reindirizzamento di questo sito che conta i clic in forma anonima, senza registrare chi ha cliccato, e poi arrivi al negozio.",
        ],
      },
      {
        heading: "Domande?",
        paragraphs: ["Se qualcosa non è chiaro, scrivimi a {{email}}. Te lo spiego volentieri."],
      },
    ],
  },
  de: {
    title: "Affiliate-Links",
    description:
      "So funktionieren die Affiliate-Links auf {{siteName}}: Du zahlst nicht mehr, ich bekomme eine kleine Provision, und sie entscheidet nie, was ich empfehle.",
    intro: "Du sollst genau wissen, wie sich diese Seite trägt. Hier steht alles, ohne Kleingedrucktes.",
    sections: [
      {
        heading: "Was ein Affiliate-Link ist",
        paragraphs: [
          "Ein Affiliate-Link ist ein ganz normaler Link zu einem Shop, mit einem Code, der diese Seite identifiziert. Wenn du nach dem Klick kaufst, weiß der Shop, dass du von hier kommst.",
        ],
      },
      {
        heading: "Was es dich kostet",
        paragraphs: [
          "Nichts. Du zahlst genau denselben Preis, als würdest du direkt im Shop kaufen.",
          "Wenn du über einen dieser Links kaufst, zahlt mir der Shop eine kleine Provision auf den Verkauf. Das hilft, die Seite und die Tests am Laufen zu halten.",
        ],
      },
      {
        heading: "Mit welchen Programmen ich arbeite",
        paragraphs: ["Die Links auf dieser Seite gehören zu diesen Programmen:"],
        items: [
          "Das Partnerprogramm von AliExpress",
          "Offizielle Shops der Marken wie DJI und Insta360, sofern es dort ein Partnerprogramm gibt",
        ],
      },
      {
        heading: "Die Provision ändert weder Preis noch Auswahl",
        paragraphs: [
          "Die Provision ändert nie den Preis, den du zahlst, oder das Produkt, das ich empfehle.",
          "Zuerst wähle ich das Produkt aus, nachdem ich es auf der Straße genutzt habe, und erst dann suche ich, wo man es kaufen kann. Es gibt keine bezahlten Platzierungen, und keine Marke kann sich eine Empfehlung kaufen.",
        ],
      },
      {
        heading: "So erkennst du die Links",
        paragraphs: [
          "Affiliate-Links sind auf der Seite immer als solche gekennzeichnet.",
          "Wenn du klickst, gehst du zuerst über eine Weiterleitung dieser Seite, die Klicks anonym zählt, ohne zu speichern, wer geklickt hat, und landest dann im Shop.",
        ],
      },
      {
        heading: "Fragen?",
        paragraphs: ["Wenn etwas unklar ist, schreib mir an {{email}}. Ich erkläre es dir gern."],
      },
    ],
  },
};
