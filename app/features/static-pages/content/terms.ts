import type { StaticPageText } from "../static-page";

/** The terms of use (last updated 21 June 2025): content rights, prices, purchases, no warranty, changes, law. */
export const termsPage: StaticPageText = {
  pt: {
    title: "Termos de utilização",
    description:
      "Termos de utilização do {{siteName}}: direitos sobre o conteúdo, preços definidos pelas lojas, compras feitas com a loja e lei portuguesa aplicável.",
    intro: "Última atualização: 21 de junho de 2025. Ao usar este site, aceitas estas regras simples.",
    sections: [
      {
        heading: "O conteúdo é meu",
        paragraphs: [
          "Os textos, fotografias e ilustrações deste site são propriedade de {{curatorName}}, dono do {{siteName}}.",
          "Podes citar partes do conteúdo, desde que incluas um link para a página original. Qualquer uso comercial precisa da minha autorização por escrito.",
        ],
      },
      {
        heading: "Preços e disponibilidade",
        paragraphs: [
          "Os preços e a disponibilidade são definidos pelas lojas e podem mudar a qualquer momento. Faço o possível por manter a informação atualizada, mas o preço que conta é sempre o que vês na loja antes de pagar.",
        ],
      },
      {
        heading: "Compras",
        paragraphs: [
          "Quando compras através de um link deste site, o contrato é feito entre ti e a loja, não com o {{siteName}}.",
          "O pagamento, o envio, a garantia e as devoluções são tratados pela loja, segundo as condições dela.",
        ],
      },
      {
        heading: "Site fornecido tal como está",
        paragraphs: [
          "Este site é fornecido tal como está, sem garantias de qualquer tipo. Testo e escrevo com cuidado, mas não posso garantir que toda a informação esteja sempre completa, exata ou atualizada.",
        ],
      },
      {
        heading: "Alterações a estes termos",
        paragraphs: [
          "Posso alterar estes termos a qualquer momento. As alterações têm efeito imediato a partir da publicação nesta página, com a data de atualização no topo.",
        ],
      },
      {
        heading: "Lei aplicável e contacto",
        paragraphs: [
          "Estes termos regem-se pela lei portuguesa.",
          "Se tiveres alguma dúvida sobre estes termos, escreve para {{email}}.",
        ],
      },
    ],
  },
  en: {
    title: "Terms of use",
    description:
      "Terms of use for {{siteName}}: who owns the content, prices set by the stores, purchases made with the store itself, and Portuguese law as governing law.",
    intro: "Last updated: 21 June 2025. By using this site, you accept these simple rules.",
    sections: [
      {
        heading: "The content is mine",
        paragraphs: [
          "The texts, photos and illustrations on this site are the property of {{curatorName}}, owner of {{siteName}}.",
          "You're welcome to quote parts of the content, as long as you include a link back to the original page. Any commercial use requires my written permission.",
        ],
      },
      {
        heading: "Prices and availability",
        paragraphs: [
          "Prices and availability are set by the stores and may change at any time. I do my best to keep the information up to date, but the price that counts is always the one you see in the store before paying.",
        ],
      },
      {
        heading: "Purchases",
        paragraphs: [
          "When you buy through a link on this site, the contract is between you and the store, not with {{siteName}}.",
          "Payment, shipping, warranty and returns are handled by the store, under its own conditions.",
        ],
      },
      {
        heading: "Site provided as is",
        paragraphs: [
          "This site is provided as is, without warranty of any kind. I test and write carefully, but I can't guarantee that all information is always complete, accurate or up to date.",
        ],
      },
      {
        heading: "Changes to these terms",
        paragraphs: [
          "I may change these terms at any time. Changes take effect immediately once published on this page, with the update date at the top.",
        ],
      },
      {
        heading: "Governing law and contact",
        paragraphs: [
          "These terms are governed by Portuguese law.",
          "If you have any questions about these terms, write to {{email}}.",
        ],
      },
    ],
  },
  es: {
    title: "Condiciones de uso",
    description:
      "Condiciones de uso de {{siteName}}: de quién es el contenido, precios fijados por las tiendas, compras hechas con la tienda y ley portuguesa aplicable.",
    intro: "Última actualización: 21 de junio de 2025. Al usar esta web, aceptas estas sencillas reglas.",
    sections: [
      {
        heading: "El contenido es mío",
        paragraphs: [
          "Los textos, fotos e ilustraciones de esta web son propiedad de {{curatorName}}, propietario de {{siteName}}.",
          "Puedes citar partes del contenido siempre que incluyas un enlace a la página original. Cualquier uso comercial requiere mi permiso por escrito.",
        ],
      },
      {
        heading: "Precios y disponibilidad",
        paragraphs: [
          "Los precios y la disponibilidad los fijan las tiendas y pueden cambiar en cualquier momento. Hago lo posible por mantener la información al día, pero el precio que cuenta es siempre el que ves en la tienda antes de pagar.",
        ],
      },
      {
        heading: "Compras",
        paragraphs: [
          "Cuando compras a través de un enlace de esta web, el contrato es entre tú y la tienda, no con {{siteName}}.",
          "El pago, el envío, la garantía y las devoluciones los gestiona la tienda, según sus condiciones.",
        ],
      },
      {
        heading: "Web ofrecida tal cual",
        paragraphs: [
          "Esta web se ofrece tal cual, sin garantías de ningún tipo. Pruebo y escribo con cuidado, pero no puedo garantizar que toda la información esté siempre completa, sea exacta o esté al día.",
        ],
      },
      {
        heading: "Cambios en estas condiciones",
        paragraphs: [
          "Puedo cambiar estas condiciones en cualquier momento. Los cambios tienen efecto inmediato desde su publicación en esta página, con la fecha de actualización arriba.",
        ],
      },
      {
        heading: "Ley aplicable y contacto",
        paragraphs: [
          "Estas condiciones se rigen por la ley portuguesa.",
          "Si tienes alguna duda sobre estas condiciones, escribe a {{email}}.",
        ],
      },
    ],
  },
  fr: {
    title: "Conditions d'utilisation",
    description:
      "Conditions d'utilisation de {{siteName}} : propriété du contenu, prix fixés par les boutiques, achats conclus avec elles et droit portugais applicable.",
    intro: "Dernière mise à jour : 21 juin 2025. En utilisant ce site, vous acceptez ces quelques règles simples.",
    sections: [
      {
        heading: "Le contenu m'appartient",
        paragraphs: [
          "Les textes, photos et illustrations de ce site sont la propriété de {{curatorName}}, propriétaire de {{siteName}}.",
          "Vous pouvez citer des extraits du contenu, à condition d'inclure un lien vers la page d'origine. Toute utilisation commerciale nécessite mon autorisation écrite.",
        ],
      },
      {
        heading: "Prix et disponibilité",
        paragraphs: [
          "Les prix et la disponibilité sont fixés par les boutiques et peuvent changer à tout moment. Je fais de mon mieux pour tenir les informations à jour, mais le prix qui compte est toujours celui affiché par la boutique avant le paiement.",
        ],
      },
      {
        heading: "Achats",
        paragraphs: [
          "Quand vous achetez via un lien de ce site, le contrat est conclu entre vous et la boutique, pas avec {{siteName}}.",
          "Le paiement, la livraison, la garantie et les retours sont gérés par la boutique, selon ses propres conditions.",
        ],
      },
      {
        heading: "Site fourni en l'état",
        paragraphs: [
          "Ce site est fourni en l'état, sans garantie d'aucune sorte. Je teste et j'écris avec soin, mais je ne peux pas garantir que toutes les informations soient toujours complètes, exactes ou à jour.",
        ],
      },
      {
        heading: "Modification des conditions",
        paragraphs: [
          "Je peux modifier ces conditions à tout moment. Les modifications prennent effet immédiatement dès leur publication sur cette page, avec la date de mise à jour en haut.",
        ],
      },
      {
        heading: "Droit applicable et contact",
        paragraphs: [
          "Ces conditions sont régies par le droit portugais.",
          "Pour toute question sur ces conditions, écrivez à {{email}}.",
        ],
      },
    ],
  },
  it: {
    title: "Termini di utilizzo",
    description:
      "Termini di utilizzo di {{siteName}}: proprietà dei contenuti, prezzi decisi dai negozi, acquisti conclusi con il negozio e legge portoghese applicabile.",
    intro: "Ultimo aggiornamento: 21 giugno 2025. Usando questo sito, accetti queste poche regole semplici.",
    sections: [
      {
        heading: "I contenuti sono miei",
        paragraphs: [
          "Testi, foto e illustrazioni di questo sito sono di proprietà di {{curatorName}}, titolare di {{siteName}}.",
          "Puoi citare parti dei contenuti, purché tu inserisca un link alla pagina originale. Qualsiasi uso commerciale richiede la mia autorizzazione scritta.",
        ],
      },
      {
        heading: "Prezzi e disponibilità",
        paragraphs: [
          "Prezzi e disponibilità sono decisi dai negozi e possono cambiare in qualsiasi momento. Faccio del mio meglio per tenere le informazioni aggiornate, ma il prezzo che conta è sempre quello che vedi sul negozio prima di pagare.",
        ],
      },
      {
        heading: "Acquisti",
        paragraphs: [
          "Quando acquisti tramite un link di questo sito, il contratto è tra te e il negozio, non con {{siteName}}.",
          "Pagamento, spedizione, garanzia e resi sono gestiti dal negozio, secondo le sue condizioni.",
        ],
      },
      {
        heading: "Sito fornito così com'è",
        paragraphs: [
          "Questo sito è fornito così com'è, senza garanzie di alcun tipo. Provo e scrivo con cura, ma non posso garantire che tutte le informazioni siano sempre complete, esatte o aggiornate.",
        ],
      },
      {
        heading: "Modifiche ai termini",
        paragraphs: [
          "Posso modificare questi termini in qualsiasi momento. Le modifiche hanno effetto immediato dalla pubblicazione su questa pagina, con la data di aggiornamento in alto.",
        ],
      },
      {
        heading: "Legge applicabile e contatti",
        paragraphs: [
          "Questi termini sono regolati dalla legge portoghese.",
          "Per qualsiasi domanda su questi termini, scrivi a {{email}}.",
        ],
      },
    ],
  },
  de: {
    // Where the word breaks on a phone, with a hyphen, in every browser (with or without hyphenation dictionaries).
    title: "Nutzungs\u00adbedingungen",
    description:
      "Nutzungsbedingungen von {{siteName}}: Rechte an den Inhalten, Preise der Shops, Käufe direkt beim Shop und portugiesisches Recht als geltendes Recht.",
    intro: "Zuletzt aktualisiert: 21. Juni 2025. Wenn du diese Seite nutzt, akzeptierst du diese einfachen Regeln.",
    sections: [
      {
        heading: "Die Inhalte gehören mir",
        paragraphs: [
          "Texte, Fotos und Illustrationen auf dieser Seite sind Eigentum von {{curatorName}}, dem Betreiber von {{siteName}}.",
          "Du darfst Teile der Inhalte zitieren, solange du auf die Originalseite verlinkst. Jede kommerzielle Nutzung braucht meine schriftliche Erlaubnis.",
        ],
      },
      {
        heading: "Preise und Verfügbarkeit",
        paragraphs: [
          "Preise und Verfügbarkeit legen die Shops fest, und sie können sich jederzeit ändern. Ich halte die Angaben so aktuell wie möglich, aber es zählt immer der Preis, den du im Shop vor dem Bezahlen siehst.",
        ],
      },
      {
        heading: "Käufe",
        paragraphs: [
          "Wenn du über einen Link auf dieser Seite kaufst, kommt der Vertrag zwischen dir und dem Shop zustande, nicht mit {{siteName}}.",
          "Zahlung, Versand, Garantie und Rücksendungen laufen über den Shop, zu dessen eigenen Bedingungen.",
        ],
      },
      {
        heading: "Ohne Gewähr",
        paragraphs: [
          "Diese Seite wird so bereitgestellt, wie sie ist, ohne jede Gewährleistung. Ich teste und schreibe sorgfältig, kann aber nicht garantieren, dass alle Angaben immer vollständig, richtig oder aktuell sind.",
        ],
      },
      {
        heading: "Änderungen dieser Bedingungen",
        paragraphs: [
          "Ich kann diese Bedingungen jederzeit ändern. Änderungen gelten sofort ab ihrer Veröffentlichung auf dieser Seite, mit dem Aktualisierungsdatum oben.",
        ],
      },
      {
        heading: "Geltendes Recht und Kontakt",
        paragraphs: [
          "Für diese Bedingungen gilt portugiesisches Recht.",
          "Wenn du Fragen zu diesen Bedingungen hast, schreib an {{email}}.",
        ],
      },
    ],
  },
};
