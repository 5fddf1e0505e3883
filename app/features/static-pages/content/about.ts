import type { StaticPageText } from "../static-page";

/** The "About" page: the curator's story, bike and gear, how products are chosen, transparency, contact. */
export const aboutPage: StaticPageText = {
  pt: {
    title: "Sobre mim",
    description:
      "Ando de mota em Portugal e testo viseiras, câmaras e intercomunicadores na estrada, à chuva e no nevoeiro, antes de os recomendar no {{siteName}}.",
    intro:
      "Olá, sou o {{curatorName}}. Ando de mota todos os dias em Portugal e este site nasceu de uma pergunta simples: que viseira serve mesmo no meu capacete?",
    sections: [
      {
        heading: "A história",
        paragraphs: [
          "Criei o {{siteName}} porque me cansei de adivinhar. Comprava uma viseira anunciada como compatível com o meu capacete e, quando chegava, não encaixava, assobiava a 100 km/h ou embaciava na primeira manhã fria.",
          "Depois de algumas compras falhadas e algum dinheiro deitado fora, comecei a apontar o que funcionava e o que não funcionava. Essas notas tornaram-se este site.",
          "Testo tudo em estradas reais: à chuva, no nevoeiro da serra e nas manhãs húmidas junto ao mar. Se falha lá, não chega aqui.",
        ],
      },
      {
        heading: "A minha mota e o meu equipamento",
        paragraphs: ["É com isto que ando todos os dias, e é aqui que monto cada produto antes de o recomendar."],
        items: [
          "Mota: Honda CB650R, uma naked para o dia a dia e para as voltas de fim de semana",
          "Capacete: AGV K6",
          "Câmara: Insta360 X4",
          "Intercomunicador: Ejeas MS20",
        ],
      },
      {
        heading: "Como escolho o que recomendo",
        paragraphs: ["Cada produto passa pelos mesmos três passos, sempre pela mesma ordem."],
        items: [
          "Ando: uso o equipamento no meu dia a dia em Portugal, com sol, chuva e nevoeiro.",
          "Testo: monto, comparo e procuro os defeitos, como embaciar, riscar, fazer ruído ou ter uma bateria que não aguenta.",
          "Recomendo: só fica no site o que eu voltaria a comprar, ao preço mais justo que conseguir encontrar.",
        ],
      },
      {
        heading: "Transparência",
        paragraphs: [
          "Os links para lojas neste site são links de afiliado. Se comprares através deles, recebo uma pequena comissão, sem qualquer custo extra para ti.",
          "Escolho os produtos antes de pensar em qualquer comissão: primeiro tem de funcionar na estrada, e só depois procuro onde o comprar. Não há lugares pagos nem análises patrocinadas.",
        ],
      },
      {
        heading: "Fala comigo",
        paragraphs: [
          "Tens uma dúvida sobre uma viseira, uma sugestão de produto ou só queres falar de estrada? Escreve-me para {{email}}.",
          "Leio todas as mensagens e respondo pessoalmente, normalmente em 24 a 48 horas.",
        ],
      },
    ],
  },
  en: {
    title: "About me",
    description:
      "I'm a rider in Portugal who tests visors, action cameras and intercoms on real roads, in rain and fog, before recommending them on {{siteName}}.",
    intro:
      "Hi, I'm {{curatorName}}. I ride every day in Portugal, and this site started with one simple question: which visor actually fits my helmet?",
    sections: [
      {
        heading: "The story",
        paragraphs: [
          "I started {{siteName}} because I got tired of guessing. I'd buy a visor listed as compatible with my helmet, and when it arrived it didn't fit, whistled at 100 km/h or fogged up on the first cold morning.",
          "After a few failed purchases and some wasted money, I began writing down what worked and what didn't. Those notes became this site.",
          "I test everything on real roads: in the rain, in the mountain fog and on damp mornings by the sea. If it fails out there, it doesn't make it here.",
        ],
      },
      {
        heading: "My bike and my gear",
        paragraphs: [
          "This is what I ride with every day, and it's where every product gets fitted before I recommend it.",
        ],
        items: [
          "Bike: Honda CB650R, a naked for everyday riding and weekend trips",
          "Helmet: AGV K6",
          "Camera: Insta360 X4",
          "Intercom: Ejeas MS20",
        ],
      },
      {
        heading: "How I choose what I recommend",
        paragraphs: ["Every product goes through the same three steps, always in the same order."],
        items: [
          "I ride: I use the gear in my everyday riding in Portugal, in sun, rain and fog.",
          "I test: I fit it, compare it and look for flaws, such as fogging, scratching, noise or a battery that doesn't last.",
          "I recommend: only what I'd buy again stays on the site, at the fairest price I can find.",
        ],
      },
      {
        heading: "Transparency",
        paragraphs: [
          "The store links on this site are affiliate links. If you buy through them, I earn a small commission at no extra cost to you.",
          "I choose the products before any commission comes into it: first it has to work on the road, and only then do I look for where to buy it. There are no paid placements and no sponsored reviews.",
        ],
      },
      {
        heading: "Get in touch",
        paragraphs: [
          "Got a question about a visor, a product suggestion, or just want to talk about riding? Write to me at {{email}}.",
          "I read every message and reply personally, usually within 24 to 48 hours.",
        ],
      },
    ],
  },
  es: {
    title: "Sobre mí",
    description:
      "Soy motero en Portugal y pruebo viseras, cámaras de acción e intercomunicadores en carretera, con lluvia y niebla, antes de recomendarlos en {{siteName}}.",
    intro:
      "Hola, soy {{curatorName}}. Voy en moto a diario por Portugal y esta web nació de una pregunta sencilla: ¿qué visera le va de verdad a mi casco?",
    sections: [
      {
        heading: "La historia",
        paragraphs: [
          "Empecé {{siteName}} porque me cansé de adivinar. Compraba una visera anunciada como compatible con mi casco y, cuando llegaba, no encajaba, silbaba a 100 km/h o se empañaba la primera mañana fría.",
          "Tras unas cuantas compras fallidas y algo de dinero tirado, empecé a apuntar lo que funcionaba y lo que no. Esas notas se convirtieron en esta web.",
          "Lo pruebo todo en carreteras reales: bajo la lluvia, con la niebla de la sierra y en mañanas húmedas junto al mar. Si falla ahí, no llega aquí.",
        ],
      },
      {
        heading: "Mi moto y mi equipo",
        paragraphs: ["Con esto ruedo cada día, y es aquí donde monto cada producto antes de recomendarlo."],
        items: [
          "Moto: Honda CB650R, una naked para el día a día y las salidas de fin de semana",
          "Casco: AGV K6",
          "Cámara: Insta360 X4",
          "Intercomunicador: Ejeas MS20",
        ],
      },
      {
        heading: "Cómo elijo lo que recomiendo",
        paragraphs: ["Cada producto pasa por los mismos tres pasos, siempre en el mismo orden."],
        items: [
          "Ruedo: uso el equipo en mi día a día en Portugal, con sol, lluvia y niebla.",
          "Pruebo: lo monto, lo comparo y busco sus fallos, como que se empañe, se raye, haga ruido o tenga una batería que no aguanta.",
          "Recomiendo: en la web solo se queda lo que volvería a comprar, al precio más justo que encuentre.",
        ],
      },
      {
        heading: "Transparencia",
        paragraphs: [
          "Los enlaces a tiendas de esta web son enlaces de afiliado. Si compras a través de ellos, recibo una pequeña comisión, sin ningún coste extra para ti.",
          "Elijo los productos antes de pensar en ninguna comisión: primero tiene que funcionar en carretera, y solo después busco dónde comprarlo. No hay espacios pagados ni reseñas patrocinadas.",
        ],
      },
      {
        heading: "Habla conmigo",
        paragraphs: [
          "¿Tienes una duda sobre una visera, una sugerencia de producto o simplemente quieres hablar de moto? Escríbeme a {{email}}.",
          "Leo todos los mensajes y respondo personalmente, normalmente en 24 a 48 horas.",
        ],
      },
    ],
  },
  fr: {
    title: "À propos de moi",
    description:
      "Motard au Portugal, je teste écrans de casque, caméras embarquées et intercoms sur la route, sous la pluie et dans le brouillard, avant de les recommander.",
    intro:
      "Bonjour, je suis {{curatorName}}. Je roule tous les jours au Portugal, et ce site est né d'une question toute simple : quel écran va vraiment sur mon casque ?",
    sections: [
      {
        heading: "L'histoire",
        paragraphs: [
          "J'ai lancé {{siteName}} parce que j'en avais assez de deviner. J'achetais un écran annoncé comme compatible avec mon casque et, à l'arrivée, il ne s'adaptait pas, sifflait à 100 km/h ou s'embuait au premier matin froid.",
          "Après quelques achats ratés et un peu d'argent perdu, j'ai commencé à noter ce qui marchait et ce qui ne marchait pas. Ces notes sont devenues ce site.",
          "Je teste tout sur de vraies routes : sous la pluie, dans le brouillard de la montagne et par les matins humides au bord de la mer. Si ça lâche là-bas, ça n'arrive pas ici.",
        ],
      },
      {
        heading: "Ma moto et mon équipement",
        paragraphs: [
          "C'est avec ça que je roule tous les jours, et c'est là-dessus que je monte chaque produit avant de le recommander.",
        ],
        items: [
          "Moto : Honda CB650R, un roadster pour le quotidien et les balades du week-end",
          "Casque : AGV K6",
          "Caméra : Insta360 X4",
          "Intercom : Ejeas MS20",
        ],
      },
      {
        heading: "Comment je choisis ce que je recommande",
        paragraphs: ["Chaque produit passe par les trois mêmes étapes, toujours dans le même ordre."],
        items: [
          "Je roule : j'utilise l'équipement au quotidien au Portugal, sous le soleil, la pluie et le brouillard.",
          "Je teste : je le monte, je le compare et je cherche ses défauts, comme la buée, les rayures, le bruit ou une batterie qui ne tient pas.",
          "Je recommande : seul ce que je rachèterais reste sur le site, au prix le plus juste que je puisse trouver.",
        ],
      },
      {
        heading: "Transparence",
        paragraphs: [
          "Les liens vers les boutiques sur ce site sont des liens d'affiliation. Si vous achetez en passant par eux, je touche une petite commission, sans aucun surcoût pour vous.",
          "Je choisis les produits avant de penser à une quelconque commission : d'abord, ça doit fonctionner sur la route, et seulement ensuite je cherche où l'acheter. Il n'y a ni emplacements payants ni tests sponsorisés.",
        ],
      },
      {
        heading: "Me contacter",
        paragraphs: [
          "Une question sur un écran, une suggestion de produit, ou simplement envie de parler moto ? Écrivez-moi à {{email}}.",
          "Je lis chaque message et je réponds personnellement, en général sous 24 à 48 heures.",
        ],
      },
    ],
  },
  it: {
    title: "Chi sono",
    description:
      "Motociclista in Portogallo, provo visiere, action cam e interfoni su strada, sotto la pioggia e nella nebbia, prima di consigliarli su {{siteName}}.",
    intro:
      "Ciao, sono {{curatorName}}. Vado in moto ogni giorno in Portogallo e questo sito è nato da una domanda semplice: quale visiera va davvero sul mio casco?",
    sections: [
      {
        heading: "La storia",
        paragraphs: [
          "Ho creato {{siteName}} perché ero stanco di tirare a indovinare. Compravo una visiera indicata come compatibile con il mio casco e, quando arrivava, non si montava, fischiava a 100 km/h o si appannava alla prima mattina fredda.",
          "Dopo qualche acquisto sbagliato e un po' di soldi buttati, ho iniziato ad annotare cosa funzionava e cosa no. Quegli appunti sono diventati questo sito.",
          "Provo tutto su strade vere: sotto la pioggia, nella nebbia di montagna e nelle mattine umide in riva al mare. Se cede lì, qui non arriva.",
        ],
      },
      {
        heading: "La mia moto e la mia attrezzatura",
        paragraphs: ["È con questa che guido ogni giorno, ed è qui che monto ogni prodotto prima di consigliarlo."],
        items: [
          "Moto: Honda CB650R, una naked per tutti i giorni e per i giri del fine settimana",
          "Casco: AGV K6",
          "Videocamera: Insta360 X4",
          "Interfono: Ejeas MS20",
        ],
      },
      {
        heading: "Come scelgo cosa consigliare",
        paragraphs: ["Ogni prodotto passa per gli stessi tre passaggi, sempre nello stesso ordine."],
        items: [
          "Guido: uso l'attrezzatura tutti i giorni in Portogallo, con il sole, la pioggia e la nebbia.",
          "Provo: lo monto, lo confronto e cerco i difetti, come appannamento, graffi, rumore o una batteria che non dura.",
          "Consiglio: sul sito resta solo ciò che ricomprerei, al prezzo più onesto che riesco a trovare.",
        ],
      },
      {
        heading: "Trasparenza",
        paragraphs: [
          "I link ai negozi su questo sito sono link di affiliazione. Se acquisti tramite questi link, ricevo una piccola commissione, senza alcun costo aggiuntivo per te.",
          "Scelgo i prodotti prima di pensare a qualsiasi commissione: prima deve funzionare su strada, e solo dopo cerco dove comprarlo. Non ci sono posizionamenti a pagamento né recensioni sponsorizzate.",
        ],
      },
      {
        heading: "Scrivimi",
        paragraphs: [
          "Hai un dubbio su una visiera, un prodotto da suggerire o vuoi solo fare due chiacchiere sulla moto? Scrivimi a {{email}}.",
          "Leggo ogni messaggio e rispondo di persona, di solito entro 24-48 ore.",
        ],
      },
    ],
  },
  de: {
    title: "Über mich",
    description:
      "Ich fahre Motorrad in Portugal und teste Visiere, Actioncams und Intercoms auf der Straße, bei Regen und Nebel, bevor ich sie auf {{siteName}} empfehle.",
    intro:
      "Hallo, ich bin {{curatorName}}. Ich fahre jeden Tag in Portugal, und diese Seite ist aus einer einfachen Frage entstanden: Welches Visier passt wirklich auf meinen Helm?",
    sections: [
      {
        heading: "Die Geschichte",
        paragraphs: [
          "Ich habe {{siteName}} gestartet, weil ich das Raten satthatte. Ich kaufte ein Visier, das angeblich zu meinem Helm passte, und als es ankam, saß es nicht, pfiff bei 100 km/h oder beschlug am ersten kalten Morgen.",
          "Nach ein paar Fehlkäufen und etwas verlorenem Geld habe ich angefangen aufzuschreiben, was funktioniert und was nicht. Aus diesen Notizen ist diese Seite geworden.",
          "Ich teste alles auf echten Straßen: im Regen, im Nebel in den Bergen und an feuchten Morgen am Meer. Was dort versagt, kommt hier nicht an.",
        ],
      },
      {
        heading: "Mein Motorrad und meine Ausrüstung",
        paragraphs: ["Damit fahre ich jeden Tag, und daran montiere ich jedes Produkt, bevor ich es empfehle."],
        items: [
          "Motorrad: Honda CB650R, ein Naked Bike für den Alltag und die Touren am Wochenende",
          "Helm: AGV K6",
          "Kamera: Insta360 X4",
          "Intercom: Ejeas MS20",
        ],
      },
      {
        heading: "Wie ich auswähle, was ich empfehle",
        paragraphs: ["Jedes Produkt durchläuft dieselben drei Schritte, immer in derselben Reihenfolge."],
        items: [
          "Ich fahre: Ich nutze die Ausrüstung in meinem Alltag in Portugal, bei Sonne, Regen und Nebel.",
          "Ich teste: Ich montiere, vergleiche und suche nach Schwächen wie Beschlagen, Kratzern, Geräuschen oder einem Akku, der nicht durchhält.",
          "Ich empfehle: Auf der Seite bleibt nur, was ich wieder kaufen würde, zum fairsten Preis, den ich finde.",
        ],
      },
      {
        heading: "Transparenz",
        paragraphs: [
          "Die Links zu Shops auf dieser Seite sind Affiliate-Links. Wenn du darüber kaufst, bekomme ich eine kleine Provision, ohne Mehrkosten für dich.",
          "Ich wähle die Produkte aus, bevor irgendeine Provision eine Rolle spielt: Zuerst muss es auf der Straße funktionieren, erst danach suche ich, wo man es kaufen kann. Es gibt keine bezahlten Platzierungen und keine gesponserten Tests.",
        ],
      },
      {
        heading: "Schreib mir",
        paragraphs: [
          "Du hast eine Frage zu einem Visier, einen Produktvorschlag oder willst einfach übers Fahren reden? Schreib mir an {{email}}.",
          "Ich lese jede Nachricht und antworte persönlich, meist innerhalb von 24 bis 48 Stunden.",
        ],
      },
    ],
  },
};
