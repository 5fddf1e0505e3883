import type { StaticPageText } from "../static-page";
import { alertSections } from "./privacy-alerts";

/** The privacy policy (last updated 21 June 2025): what is kept, statistics, cookies, rights, controller, CNPD. */
export const privacyPage: StaticPageText = {
  pt: {
    title: "Política de privacidade",
    description:
      "O {{siteName}} guarda só o e-mail da newsletter: sem contas, sem IP e sem cookies de publicidade. Vê os teus direitos e como pedir para apagar os dados.",
    intro:
      "Última atualização: 21 de junho de 2025. Recolho o mínimo possível e explico aqui, em linguagem simples, o que guardo e porquê.",
    sections: [
      {
        heading: "O que recolho",
        paragraphs: [
          "Só recolho dados pessoais se subscreveres a newsletter: nesse caso, guardo o teu endereço de e-mail.",
          "Junto com ele, registo o idioma e a página onde subscreveste, e quando, como prova do teu consentimento. Não há contas neste site e não guardo endereços IP.",
        ],
      },
      {
        heading: "Pedidos de viseira",
        paragraphs: [
          "Se pedires para ser avisado quando houver uma viseira para o teu capacete, guardo o teu e-mail, o capacete, o idioma, a página e a data do pedido. Servem só para te enviar uma mensagem quando for publicada uma viseira que sirva.",
          "Essa mensagem traz um link que apaga o pedido e o teu e-mail. Um pedido respondido é apagado 90 dias depois da mensagem; um pedido que nunca chega a ser respondido é apagado ao fim de dois anos. A newsletter é à parte: só a recebes se marcares a caixa e confirmares por e-mail; sem confirmação, o endereço é apagado ao fim de 30 dias.",
        ],
      },
      ...alertSections.pt,
      {
        heading: "Estatísticas anónimas",
        paragraphs: [
          "As estatísticas do site são anónimas: conto os cliques de forma agregada, por exemplo quantas vezes alguém seguiu o link de um produto.",
          "Não crio perfis pessoais nem sigo ninguém de página em página.",
        ],
      },
      {
        heading: "Cookies",
        paragraphs: ["Uso apenas três cookies, e nenhum deles é de publicidade ou de rastreio:"],
        items: [
          "Preferência de idioma: lembra-se do idioma que escolheste.",
          "Contador de gostos: um identificador aleatório que evita contar duas vezes o mesmo gosto e não diz nada sobre quem és.",
          "O meu capacete: o modelo de capacete que escolheste, para te mostrar o que lhe serve (só se o escolheres).",
        ],
      },
      {
        heading: "Os teus dados não são partilhados",
        paragraphs: [
          "Nunca partilho, cedo ou vendo os teus dados a ninguém. O teu e-mail serve apenas para te enviar a newsletter.",
        ],
      },
      {
        heading: "Os teus direitos",
        paragraphs: [
          "Podes, a qualquer momento, pedir para ver, corrigir ou apagar os teus dados, ou cancelar a subscrição da newsletter.",
          "Cada newsletter tem um link para cancelar a subscrição. Para qualquer outro pedido, escreve para {{email}}: respondo em 24 a 48 horas.",
        ],
      },
      {
        heading: "Responsável e reclamações",
        paragraphs: [
          "O responsável pelo tratamento dos dados é o dono deste site, {{curatorName}}, em Portugal.",
          "Se achares que os teus dados não foram bem tratados, tens o direito de apresentar reclamação à Comissão Nacional de Proteção de Dados (CNPD), a autoridade portuguesa de proteção de dados.",
        ],
      },
    ],
  },
  en: {
    title: "Privacy policy",
    description:
      "{{siteName}} keeps only your newsletter e-mail: no accounts, no IP addresses, no advertising cookies. See your rights and how to have your data deleted.",
    intro:
      "Last updated: 21 June 2025. I collect as little as possible, and here I explain in plain words what I keep and why.",
    sections: [
      {
        heading: "What I collect",
        paragraphs: [
          "I only collect personal data if you subscribe to the newsletter: in that case, I keep your e-mail address.",
          "Along with it, I record the language and the page where you subscribed, and when, as evidence of your consent. There are no accounts on this site and I don't store IP addresses.",
        ],
      },
      {
        heading: "Visor requests",
        paragraphs: [
          "If you ask to be told when there is a visor for your helmet, I keep your e-mail, the helmet, the language, the page and the date of the request. They serve only to send you one message when a visor that fits is published.",
          "That message carries a link that deletes the request and your e-mail. An answered request is deleted 90 days after the message; a request that is never answered is deleted after two years. The newsletter is separate: you only get it if you tick the box and confirm by e-mail; without confirmation the address is deleted after 30 days.",
        ],
      },
      ...alertSections.en,
      {
        heading: "Anonymous statistics",
        paragraphs: [
          "The site's statistics are anonymous: I count clicks in aggregate, for example how many times someone followed a product link.",
          "I don't build personal profiles or follow anyone from page to page.",
        ],
      },
      {
        heading: "Cookies",
        paragraphs: ["I use only three cookies, and none of them is for advertising or tracking:"],
        items: [
          "Language preference: remembers the language you chose.",
          "Like counter: a random identifier that stops the same like from being counted twice and says nothing about who you are.",
          "My helmet: the helmet model you chose, to show you what fits it (only if you choose one).",
        ],
      },
      {
        heading: "Your data is not shared",
        paragraphs: [
          "I never share, hand over or sell your data to anyone. Your e-mail is used only to send you the newsletter.",
        ],
      },
      {
        heading: "Your rights",
        paragraphs: [
          "At any time, you can ask to see, correct or delete your data, or unsubscribe from the newsletter.",
          "Every newsletter includes an unsubscribe link. For anything else, write to {{email}}: I reply within 24 to 48 hours.",
        ],
      },
      {
        heading: "Who is responsible, and complaints",
        paragraphs: [
          "The data controller is the owner of this site, {{curatorName}}, based in Portugal.",
          "If you believe your data has not been handled properly, you have the right to lodge a complaint with the CNPD (Comissão Nacional de Proteção de Dados), the Portuguese data protection authority.",
        ],
      },
    ],
  },
  es: {
    title: "Política de privacidad",
    description:
      "{{siteName}} solo guarda el e-mail de la newsletter: sin cuentas, sin IP y sin cookies publicitarias. Tus derechos y cómo pedir que se borren tus datos.",
    intro:
      "Última actualización: 21 de junio de 2025. Recojo lo mínimo posible y aquí te explico, con palabras sencillas, qué guardo y por qué.",
    sections: [
      {
        heading: "Qué recojo",
        paragraphs: [
          "Solo recojo datos personales si te suscribes a la newsletter: en ese caso, guardo tu dirección de e-mail.",
          "Junto a ella, registro el idioma y la página desde la que te suscribiste, y cuándo, como prueba de tu consentimiento. No hay cuentas en esta web y no guardo direcciones IP.",
        ],
      },
      {
        heading: "Solicitudes de visera",
        paragraphs: [
          "Si pides que te avise cuando haya una visera para tu casco, guardo tu e-mail, el casco, el idioma, la página y la fecha de la solicitud. Solo sirven para enviarte un mensaje cuando se publique una visera que encaje.",
          "Ese mensaje lleva un enlace que borra la solicitud y tu e-mail. Una solicitud respondida se borra 90 días después del mensaje; una que nunca se responde se borra a los dos años. La newsletter va aparte: solo la recibes si marcas la casilla y confirmas por e-mail; sin confirmación, la dirección se borra a los 30 días.",
        ],
      },
      ...alertSections.es,
      {
        heading: "Estadísticas anónimas",
        paragraphs: [
          "Las estadísticas de la web son anónimas: cuento los clics de forma agregada, por ejemplo cuántas veces alguien siguió el enlace de un producto.",
          "No creo perfiles personales ni sigo a nadie de página en página.",
        ],
      },
      {
        heading: "Cookies",
        paragraphs: ["Uso solo tres cookies, y ninguna es publicitaria ni de seguimiento:"],
        items: [
          "Preferencia de idioma: recuerda el idioma que elegiste.",
          "Contador de «me gusta»: un identificador aleatorio que evita contar dos veces el mismo «me gusta» y no dice nada sobre quién eres.",
          "Mi casco: el modelo de casco que elegiste, para mostrarte lo que le encaja (solo si eliges uno).",
        ],
      },
      {
        heading: "Tus datos no se comparten",
        paragraphs: [
          "Nunca comparto, cedo ni vendo tus datos a nadie. Tu e-mail solo sirve para enviarte la newsletter.",
        ],
      },
      {
        heading: "Tus derechos",
        paragraphs: [
          "En cualquier momento puedes pedir ver, corregir o borrar tus datos, o darte de baja de la newsletter.",
          "Cada newsletter incluye un enlace para darte de baja. Para cualquier otra petición, escribe a {{email}}: respondo en 24 a 48 horas.",
        ],
      },
      {
        heading: "Responsable y reclamaciones",
        paragraphs: [
          "El responsable del tratamiento es el propietario de esta web, {{curatorName}}, en Portugal.",
          "Si crees que tus datos no se han tratado correctamente, tienes derecho a presentar una reclamación ante la CNPD (Comissão Nacional de Proteção de Dados), la autoridad portuguesa de protección de datos.",
        ],
      },
    ],
  },
  fr: {
    title: "Politique de confidentialité",
    description:
      "{{siteName}} ne conserve que l'e-mail de la newsletter : pas de compte, pas d'IP, pas de cookies publicitaires. Vos droits et comment effacer vos données.",
    intro:
      "Dernière mise à jour : 21 juin 2025. Je collecte le strict minimum et j'explique ici, simplement, ce que je conserve et pourquoi.",
    sections: [
      {
        heading: "Ce que je collecte",
        paragraphs: [
          "Je ne collecte des données personnelles que si vous vous abonnez à la newsletter : dans ce cas, je conserve votre adresse e-mail.",
          "Avec elle, j'enregistre la langue et la page de votre inscription, ainsi que sa date, comme preuve de votre consentement. Il n'y a pas de compte sur ce site et je ne conserve pas les adresses IP.",
        ],
      },
      {
        heading: "Demandes d'écran",
        paragraphs: [
          "Si vous demandez à être prévenu quand il y aura un écran pour votre casque, je garde votre e-mail, le casque, la langue, la page et la date de la demande. Ils servent uniquement à vous envoyer un message quand un écran compatible est publié.",
          "Ce message contient un lien qui efface la demande et votre e-mail. Une demande satisfaite est effacée 90 jours après le message ; une demande jamais satisfaite est effacée au bout de deux ans. La newsletter est à part : vous ne la recevez que si vous cochez la case et confirmez par e-mail ; sans confirmation, l'adresse est effacée au bout de 30 jours.",
        ],
      },
      ...alertSections.fr,
      {
        heading: "Des statistiques anonymes",
        paragraphs: [
          "Les statistiques du site sont anonymes : je compte les clics de façon agrégée, par exemple le nombre de fois où un lien produit a été suivi.",
          "Je ne crée aucun profil personnel et je ne suis personne de page en page.",
        ],
      },
      {
        heading: "Cookies",
        paragraphs: ["J'utilise seulement trois cookies, et aucun n'est publicitaire ni de pistage :"],
        items: [
          "Préférence de langue : retient la langue que vous avez choisie.",
          "Compteur de « j'aime » : un identifiant aléatoire qui évite de compter deux fois le même « j'aime » et ne dit rien sur vous.",
          "Mon casque : le modèle de casque que vous avez choisi, pour vous montrer ce qui lui va (seulement si vous en choisissez un).",
        ],
      },
      {
        heading: "Vos données ne sont pas partagées",
        paragraphs: [
          "Je ne partage, ne cède et ne vends jamais vos données à qui que ce soit. Votre e-mail sert uniquement à vous envoyer la newsletter.",
        ],
      },
      {
        heading: "Vos droits",
        paragraphs: [
          "À tout moment, vous pouvez demander à consulter, corriger ou supprimer vos données, ou vous désabonner de la newsletter.",
          "Chaque newsletter contient un lien de désabonnement. Pour toute autre demande, écrivez à {{email}} : je réponds sous 24 à 48 heures.",
        ],
      },
      {
        heading: "Responsable et réclamations",
        paragraphs: [
          "Le responsable du traitement est le propriétaire de ce site, {{curatorName}}, établi au Portugal.",
          "Si vous estimez que vos données n'ont pas été traitées correctement, vous avez le droit d'introduire une réclamation auprès de la CNPD (Comissão Nacional de Proteção de Dados), l'autorité portugaise de protection des données.",
        ],
      },
    ],
  },
  it: {
    title: "Informativa sulla privacy",
    description:
      "{{siteName}} conserva solo l'e-mail della newsletter: niente account, niente IP, niente cookie pubblicitari. I tuoi diritti e come far cancellare i dati.",
    intro:
      "Ultimo aggiornamento: 21 giugno 2025. Raccolgo il minimo indispensabile e qui ti spiego, con parole semplici, cosa conservo e perché.",
    sections: [
      {
        heading: "Cosa raccolgo",
        paragraphs: [
          "Raccolgo dati personali solo se ti iscrivi alla newsletter: in quel caso, conservo il tuo indirizzo e-mail.",
          "Insieme all'indirizzo registro la lingua e la pagina dell'iscrizione, con data e ora, come prova del tuo consenso. Su questo sito non ci sono account e non conservo indirizzi IP.",
        ],
      },
      {
        heading: "Richieste di visiera",
        paragraphs: [
          "Se chiedi di essere avvisato quando ci sarà una visiera per il tuo casco, conservo la tua e-mail, il casco, la lingua, la pagina e la data della richiesta. Servono solo a mandarti un messaggio quando viene pubblicata una visiera compatibile.",
          "Quel messaggio contiene un link che cancella la richiesta e la tua e-mail. Una richiesta evasa viene cancellata 90 giorni dopo il messaggio; una mai evasa viene cancellata dopo due anni. La newsletter è a parte: la ricevi solo se spunti la casella e confermi via e-mail; senza conferma l'indirizzo viene cancellato dopo 30 giorni.",
        ],
      },
      ...alertSections.it,
      {
        heading: "Statistiche anonime",
        paragraphs: [
          "Le statistiche del sito sono anonime: conto i clic in forma aggregata, per esempio quante volte è stato seguito il link di un prodotto.",
          "Non creo profili personali e non seguo nessuno da una pagina all'altra.",
        ],
      },
      {
        heading: "Cookie",
        paragraphs: ["Uso solo tre cookie, e nessuno è pubblicitario o di tracciamento:"],
        items: [
          "Preferenza di lingua: ricorda la lingua che hai scelto.",
          "Contatore dei “mi piace”: un identificativo casuale che evita di contare due volte lo stesso “mi piace” e non dice nulla su di te.",
          "Il mio casco: il modello di casco che hai scelto, per mostrarti cosa gli si adatta (solo se ne scegli uno).",
        ],
      },
      {
        heading: "I tuoi dati non vengono condivisi",
        paragraphs: [
          "Non condivido, non cedo e non vendo mai i tuoi dati a nessuno. La tua e-mail serve solo per inviarti la newsletter.",
        ],
      },
      {
        heading: "I tuoi diritti",
        paragraphs: [
          "In qualsiasi momento puoi chiedere di vedere, correggere o cancellare i tuoi dati, oppure annullare l'iscrizione alla newsletter.",
          "Ogni newsletter contiene un link per annullare l'iscrizione. Per qualsiasi altra richiesta, scrivi a {{email}}: rispondo entro 24-48 ore.",
        ],
      },
      {
        heading: "Titolare e reclami",
        paragraphs: [
          "Il titolare del trattamento è il proprietario di questo sito, {{curatorName}}, in Portogallo.",
          "Se ritieni che i tuoi dati non siano stati trattati correttamente, hai il diritto di presentare un reclamo alla CNPD (Comissão Nacional de Proteção de Dados), l'autorità portoghese per la protezione dei dati.",
        ],
      },
    ],
  },
  de: {
    title: "Datenschutz",
    description:
      "{{siteName}} speichert nur deine Newsletter-E-Mail: keine Konten, keine IP-Adressen, keine Werbe-Cookies. Deine Rechte und wie du Daten löschen lässt.",
    intro:
      "Zuletzt aktualisiert: 21. Juni 2025. Ich erhebe so wenig wie möglich und erkläre hier in einfachen Worten, was ich speichere und warum.",
    sections: [
      {
        heading: "Was ich erhebe",
        paragraphs: [
          "Ich erhebe personenbezogene Daten nur, wenn du den Newsletter abonnierst: Dann speichere ich deine E-Mail-Adresse.",
          "Dazu speichere ich die Sprache und die Seite, auf der du dich angemeldet hast, und den Zeitpunkt, als Nachweis deiner Einwilligung. Es gibt auf dieser Seite keine Konten, und ich speichere keine IP-Adressen.",
        ],
      },
      {
        heading: "Visier-Anfragen",
        paragraphs: [
          "Wenn du benachrichtigt werden möchtest, sobald es ein Visier für deinen Helm gibt, speichere ich deine E-Mail, den Helm, die Sprache, die Seite und das Datum der Anfrage. Sie dienen nur dazu, dir eine Nachricht zu schicken, wenn ein passendes Visier veröffentlicht wird.",
          "Diese Nachricht enthält einen Link, der die Anfrage und deine E-Mail löscht. Eine beantwortete Anfrage wird 90 Tage nach der Nachricht gelöscht, eine nie beantwortete nach zwei Jahren. Der Newsletter ist davon getrennt: Du bekommst ihn nur, wenn du das Kästchen ankreuzt und per E-Mail bestätigst; ohne Bestätigung wird die Adresse nach 30 Tagen gelöscht.",
        ],
      },
      ...alertSections.de,
      {
        heading: "Anonyme Statistiken",
        paragraphs: [
          "Die Statistiken der Seite sind anonym: Ich zähle Klicks nur in Summe, zum Beispiel wie oft jemand einem Produktlink gefolgt ist.",
          "Ich erstelle keine persönlichen Profile und verfolge niemanden von Seite zu Seite.",
        ],
      },
      {
        heading: "Cookies",
        paragraphs: ["Ich verwende nur drei Cookies, und keines davon dient der Werbung oder dem Tracking:"],
        items: [
          "Sprachauswahl: merkt sich die Sprache, die du gewählt hast.",
          "Like-Zähler: eine zufällige Kennung, die verhindert, dass dasselbe Like doppelt gezählt wird, und nichts über dich verrät.",
          "Mein Helm: das Helmmodell, das du gewählt hast, um dir zu zeigen, was passt (nur wenn du eines wählst).",
        ],
      },
      {
        heading: "Deine Daten werden nicht weitergegeben",
        paragraphs: [
          "Ich gebe deine Daten niemals weiter und verkaufe sie an niemanden. Deine E-Mail-Adresse dient ausschließlich dem Versand des Newsletters.",
        ],
      },
      {
        heading: "Deine Rechte",
        paragraphs: [
          "Du kannst jederzeit verlangen, deine Daten einzusehen, zu berichtigen oder zu löschen, und den Newsletter jederzeit abbestellen.",
          "Jeder Newsletter enthält einen Abmeldelink. Für alles andere schreib an {{email}}: Ich antworte innerhalb von 24 bis 48 Stunden.",
        ],
      },
      {
        heading: "Verantwortlicher und Beschwerden",
        paragraphs: [
          "Verantwortlich für die Datenverarbeitung ist der Betreiber dieser Seite, {{curatorName}}, in Portugal.",
          "Wenn du meinst, dass deine Daten nicht korrekt behandelt wurden, hast du das Recht, dich bei der CNPD (Comissão Nacional de Proteção de Dados), der portugiesischen Datenschutzbehörde, zu beschweren.",
        ],
      },
    ],
  },
};
