import type { StaticPageText } from "../static-page";

/** What a visor's marking means (ECE 22.05/22.06), photochromic and mirrored visors, and Pinlock inserts. */
export const visorGuidePage: StaticPageText = {
  pt: {
    title: "Guia de viseiras: marcações, cores e Pinlock",
    description:
      "O que a marcação ECE 22.05/22.06 diz sobre uma viseira: luz que deixa passar, uso diurno, viseiras fotocromáticas e espelhadas e tamanhos de Pinlock.",
    intro:
      "Antes de escolheres uma viseira escura, vale a pena saber o que a marcação diz. É ela que decide se podes voltar para casa de noite com a viseira posta.",
    sections: [
      {
        heading: "O que a marcação ECE 22.05 / 22.06 diz",
        paragraphs: [
          "Uma viseira homologada traz gravada a marcação do regulamento ECE 22 (a versão 22.05 ou a mais recente 22.06) e indica para que uso serve. O que conta é a transmissão de luz: a percentagem de luz que a viseira deixa passar.",
        ],
        items: [
          "Pelo menos 80 %: uso geral, de dia e de noite. É o caso das viseiras transparentes.",
          "Entre 35 % e 80 %: só é legal se estiver marcada para uso diurno («daytime use only»). Não a uses ao entardecer, de noite nem em túneis escuros. (A 22.05 pedia pelo menos 50 %; a 22.06 aceita 35 %.)",
          "Abaixo de 35 %: não é homologada para estrada. Serve para pista, não para a via pública.",
        ],
      },
      {
        heading: "Viseiras fotocromáticas",
        paragraphs: [
          "Uma viseira fotocromática escurece com a luz ultravioleta e volta a clarear à sombra. A mudança não é instantânea: ao entrar num túnel pode levar alguns segundos a clarear, e com frio é mais lenta.",
          "A marcação vale para o estado mais claro: uma fotocromática que deixa passar pelo menos 80 % quando está clara pode ser marcada para dia e noite. Confirma sempre a marcação na viseira.",
        ],
      },
      {
        heading: "Viseiras espelhadas",
        paragraphs: [
          "O espelhado reflete parte da luz e costuma estar por cima de uma base fumada, por isso a maioria destas viseiras deixa passar pouca luz e é só para uso diurno. O tratamento espelhado risca mais facilmente: limpa-a só com água e um pano macio.",
        ],
      },
      {
        heading: "Pinlock: números e tamanhos",
        paragraphs: [
          "Uma Pinlock é uma lente antiembaciamento que encaixa por dentro da viseira, entre dois pinos. A viseira tem de estar preparada para Pinlock (ter os pinos), e a lente é feita para a forma de uma viseira em concreto: escolhe a que tem o nome da tua viseira.",
        ],
        items: [
          "Pinlock 30, 70 e 120: o número é o nível de proteção contra o embaciamento, do mais básico ao mais alto, não o tamanho.",
          "Max Vision: a lente maior, que cobre quase toda a abertura da viseira. A versão normal deixa uma margem à volta.",
        ],
      },
      {
        heading: "Viseiras não originais",
        paragraphs: [
          "Uma viseira compatível de outro fabricante também tem de trazer a marcação. Em cada viseira não original dizemos qual é a marcação, ou que é desconhecida quando o vendedor não a indica: nesse caso, confirma-a na viseira antes de a usares com pouca luz.",
        ],
      },
    ],
  },
  en: {
    title: "Visor guide: markings, tints and Pinlock",
    description:
      "What the ECE 22.05/22.06 marking says about a visor: the light it lets through, daytime use only, photochromic and mirrored visors, and Pinlock sizes.",
    intro:
      "Before you pick a dark visor, it is worth knowing what its marking says. It decides whether you can ride home after dark with the visor down.",
    sections: [
      {
        heading: "What the ECE 22.05 / 22.06 marking says",
        paragraphs: [
          "An approved visor carries the marking of the ECE 22 regulation (version 22.05 or the newer 22.06) and states what it is for. What counts is its light transmission: the share of light the visor lets through.",
        ],
        items: [
          "At least 80 %: general use, day and night. Clear visors are in this group.",
          "Between 35 % and 80 %: legal only when marked for daytime use (“daytime use only”). Don't ride with it at dusk, at night or in dark tunnels. (22.05 asked for at least 50 %; 22.06 accepts 35 %.)",
          "Below 35 %: not approved for road use. It is for the track, not for public roads.",
        ],
      },
      {
        heading: "Photochromic visors",
        paragraphs: [
          "A photochromic visor darkens in ultraviolet light and clears again in the shade. The change is not instant: riding into a tunnel it can take a few seconds to clear, and longer in the cold.",
          "The marking is for its lightest state: a photochromic visor that lets through at least 80 % when clear can be marked for day and night. Always check the marking on the visor.",
        ],
      },
      {
        heading: "Mirrored visors",
        paragraphs: [
          "A mirror coating reflects part of the light and usually sits on a smoked base, so most of these visors let little light through and are for daytime use only. The coating scratches more easily: clean it with water and a soft cloth only.",
        ],
      },
      {
        heading: "Pinlock: numbers and sizes",
        paragraphs: [
          "A Pinlock is an anti-fog lens that fits inside the visor, held between two pins. The visor must be Pinlock-ready (have the pins), and each lens is made for the shape of one visor: pick the one named for your visor.",
        ],
        items: [
          "Pinlock 30, 70 and 120: the number is the level of anti-fog protection, from basic to highest, not the size.",
          "Max Vision: the larger lens, covering almost the whole opening of the visor. The standard one leaves a margin around it.",
        ],
      },
      {
        heading: "Aftermarket visors",
        paragraphs: [
          "A visor from another maker must carry the marking too. On every aftermarket visor we state its marking, or that it is unknown when the seller does not give it: then check it on the visor before riding with it in poor light.",
        ],
      },
    ],
  },
  es: {
    title: "Guía de viseras: marcados, tintes y Pinlock",
    description:
      "Qué dice el marcado ECE 22.05/22.06 de una visera: la luz que deja pasar, el uso solo diurno, las viseras fotocromáticas y espejadas y las Pinlock.",
    intro:
      "Antes de elegir una visera oscura, conviene saber qué dice su marcado. Es lo que decide si puedes volver a casa de noche con la visera bajada.",
    sections: [
      {
        heading: "Qué dice el marcado ECE 22.05 / 22.06",
        paragraphs: [
          "Una visera homologada lleva el marcado del reglamento ECE 22 (la versión 22.05 o la más reciente 22.06) e indica para qué uso sirve. Lo que cuenta es su transmisión de luz: el porcentaje de luz que deja pasar.",
        ],
        items: [
          "Al menos el 80 %: uso general, de día y de noche. Es el caso de las viseras transparentes.",
          "Entre el 35 % y el 80 %: solo es legal si está marcada para uso diurno («daytime use only»). No la uses al atardecer, de noche ni en túneles oscuros. (La 22.05 pedía al menos el 50 %; la 22.06 acepta el 35 %.)",
          "Por debajo del 35 %: no está homologada para carretera. Es para circuito, no para la vía pública.",
        ],
      },
      {
        heading: "Viseras fotocromáticas",
        paragraphs: [
          "Una visera fotocromática se oscurece con la luz ultravioleta y vuelve a aclararse a la sombra. El cambio no es instantáneo: al entrar en un túnel puede tardar unos segundos en aclararse, y con frío más.",
          "El marcado vale para su estado más claro: una fotocromática que deja pasar al menos el 80 % cuando está clara puede marcarse para día y noche. Comprueba siempre el marcado en la visera.",
        ],
      },
      {
        heading: "Viseras espejadas",
        paragraphs: [
          "El espejado refleja parte de la luz y suele ir sobre una base ahumada, así que la mayoría de estas viseras deja pasar poca luz y es solo para uso diurno. El tratamiento espejado se raya con más facilidad: límpiala solo con agua y un paño suave.",
        ],
      },
      {
        heading: "Pinlock: números y tamaños",
        paragraphs: [
          "Una Pinlock es una lente antivaho que se monta por dentro de la visera, sujeta entre dos tetones. La visera tiene que estar preparada para Pinlock (llevar los tetones), y cada lente está hecha para la forma de una visera concreta: elige la que lleva el nombre de tu visera.",
        ],
        items: [
          "Pinlock 30, 70 y 120: el número es el nivel de protección antivaho, del más básico al más alto, no el tamaño.",
          "Max Vision: la lente más grande, que cubre casi toda la abertura de la visera. La normal deja un margen alrededor.",
        ],
      },
      {
        heading: "Viseras no originales",
        paragraphs: [
          "Una visera compatible de otro fabricante también debe llevar el marcado. En cada visera no original indicamos su marcado, o que es desconocido cuando el vendedor no lo da: en ese caso, compruébalo en la visera antes de usarla con poca luz.",
        ],
      },
    ],
  },
  fr: {
    title: "Guide des visières : marquages, teintes et Pinlock",
    description:
      "Ce que dit le marquage ECE 22.05/22.06 d'une visière : la lumière transmise, l'usage de jour, les visières photochromiques et miroir, et les Pinlock.",
    intro:
      "Avant de choisir une visière foncée, mieux vaut savoir ce que dit son marquage. C'est lui qui décide si tu peux rentrer de nuit visière baissée.",
    sections: [
      {
        heading: "Ce que dit le marquage ECE 22.05 / 22.06",
        paragraphs: [
          "Une visière homologuée porte le marquage du règlement ECE 22 (la version 22.05 ou la plus récente 22.06) et indique son usage. Ce qui compte, c'est sa transmission lumineuse : la part de lumière qu'elle laisse passer.",
        ],
        items: [
          "Au moins 80 % : usage général, de jour comme de nuit. C'est le cas des visières transparentes.",
          "Entre 35 % et 80 % : légale seulement si elle est marquée pour un usage de jour (« daytime use only »). Ne roule pas avec au crépuscule, la nuit ni dans les tunnels sombres. (La 22.05 exigeait au moins 50 % ; la 22.06 accepte 35 %.)",
          "Moins de 35 % : non homologuée pour la route. Elle est pour la piste, pas pour la voie publique.",
        ],
      },
      {
        heading: "Visières photochromiques",
        paragraphs: [
          "Une visière photochromique fonce sous les ultraviolets et s'éclaircit à l'ombre. Le changement n'est pas immédiat : en entrant dans un tunnel, elle peut mettre quelques secondes à s'éclaircir, et davantage par temps froid.",
          "Le marquage vaut pour son état le plus clair : une photochromique qui laisse passer au moins 80 % quand elle est claire peut être marquée pour le jour et la nuit. Vérifie toujours le marquage sur la visière.",
        ],
      },
      {
        heading: "Visières miroir",
        paragraphs: [
          "Le traitement miroir renvoie une partie de la lumière et recouvre le plus souvent une base fumée : la plupart de ces visières laissent passer peu de lumière et sont réservées à un usage de jour. Le traitement se raye plus facilement : nettoie-la seulement à l'eau avec un chiffon doux.",
        ],
      },
      {
        heading: "Pinlock : numéros et tailles",
        paragraphs: [
          "Un Pinlock est un écran antibuée qui se monte à l'intérieur de la visière, tenu entre deux ergots. La visière doit être prête pour Pinlock (avoir les ergots), et chaque écran est fait pour la forme d'une visière précise : choisis celui qui porte le nom de ta visière.",
        ],
        items: [
          "Pinlock 30, 70 et 120 : le numéro est le niveau de protection antibuée, du plus simple au plus élevé, pas la taille.",
          "Max Vision : l'écran le plus grand, qui couvre presque toute l'ouverture de la visière. Le modèle standard laisse une marge tout autour.",
        ],
      },
      {
        heading: "Visières adaptables",
        paragraphs: [
          "Une visière compatible d'un autre fabricant doit aussi porter le marquage. Pour chaque visière qui n'est pas d'origine, nous indiquons son marquage, ou qu'il est inconnu quand le vendeur ne le donne pas : vérifie-le alors sur la visière avant de rouler avec par faible lumière.",
        ],
      },
    ],
  },
  it: {
    title: "Guida alle visiere: marcature, tinte e Pinlock",
    description:
      "Cosa dice la marcatura ECE 22.05/22.06 di una visiera: luce trasmessa, solo uso diurno, visiere fotocromatiche e specchiate e misure delle Pinlock.",
    intro:
      "Prima di scegliere una visiera scura, conviene sapere cosa dice la sua marcatura. È lei a decidere se puoi tornare a casa di notte con la visiera abbassata.",
    sections: [
      {
        heading: "Cosa dice la marcatura ECE 22.05 / 22.06",
        paragraphs: [
          "Una visiera omologata porta la marcatura del regolamento ECE 22 (la versione 22.05 o la più recente 22.06) e indica a quale uso è destinata. Conta la trasmissione luminosa: la percentuale di luce che la visiera lascia passare.",
        ],
        items: [
          "Almeno l'80 %: uso generale, di giorno e di notte. È il caso delle visiere trasparenti.",
          "Tra il 35 % e l'80 %: è legale solo se marcata per uso diurno («daytime use only»). Non usarla al tramonto, di notte o nelle gallerie buie. (La 22.05 chiedeva almeno il 50 %; la 22.06 accetta il 35 %.)",
          "Sotto il 35 %: non è omologata per la strada. È per la pista, non per la via pubblica.",
        ],
      },
      {
        heading: "Visiere fotocromatiche",
        paragraphs: [
          "Una visiera fotocromatica si scurisce con la luce ultravioletta e torna chiara all'ombra. Il cambio non è immediato: entrando in galleria può metterci qualche secondo a schiarirsi, e con il freddo di più.",
          "La marcatura vale per lo stato più chiaro: una fotocromatica che lascia passare almeno l'80 % quando è chiara può essere marcata per giorno e notte. Controlla sempre la marcatura sulla visiera.",
        ],
      },
      {
        heading: "Visiere specchiate",
        paragraphs: [
          "Lo strato specchiato riflette parte della luce e di solito copre una base fumé, quindi la maggior parte di queste visiere lascia passare poca luce ed è solo per uso diurno. Il trattamento si graffia più facilmente: puliscila solo con acqua e un panno morbido.",
        ],
      },
      {
        heading: "Pinlock: numeri e misure",
        paragraphs: [
          "Una Pinlock è una lente antiappannamento che si monta all'interno della visiera, tenuta da due perni. La visiera deve essere predisposta per Pinlock (avere i perni), e ogni lente è fatta per la forma di una visiera precisa: scegli quella che porta il nome della tua visiera.",
        ],
        items: [
          "Pinlock 30, 70 e 120: il numero è il livello di protezione antiappannamento, dal più semplice al più alto, non la misura.",
          "Max Vision: la lente più grande, che copre quasi tutta l'apertura della visiera. Quella standard lascia un margine intorno.",
        ],
      },
      {
        heading: "Visiere non originali",
        paragraphs: [
          "Anche una visiera compatibile di un altro produttore deve portare la marcatura. Per ogni visiera non originale indichiamo la sua marcatura, o che è sconosciuta quando il venditore non la dà: in quel caso controllala sulla visiera prima di usarla con poca luce.",
        ],
      },
    ],
  },
  de: {
    title: "Visier-Ratgeber: Kennzeichnung, Tönung und Pinlock",
    description:
      "Was die ECE-22.05/22.06-Kennzeichnung über ein Visier sagt: Lichtdurchlässigkeit, nur für den Tag, phototrope und verspiegelte Visiere, Pinlock-Größen.",
    intro:
      "Bevor du ein dunkles Visier wählst, lohnt sich ein Blick auf seine Kennzeichnung. Sie entscheidet, ob du nach Einbruch der Dunkelheit mit geschlossenem Visier heimfahren darfst.",
    sections: [
      {
        heading: "Was die Kennzeichnung nach ECE 22.05 / 22.06 sagt",
        paragraphs: [
          "Ein zugelassenes Visier trägt die Kennzeichnung der Regelung ECE 22 (Version 22.05 oder die neuere 22.06) und gibt an, wofür es gedacht ist. Entscheidend ist die Lichtdurchlässigkeit: der Anteil des Lichts, den das Visier durchlässt.",
        ],
        items: [
          "Mindestens 80 %: für den allgemeinen Gebrauch, bei Tag und Nacht. Das gilt für klare Visiere.",
          "Zwischen 35 % und 80 %: nur erlaubt, wenn es für den Tag gekennzeichnet ist („daytime use only“). Fahr damit nicht in der Dämmerung, nachts oder in dunklen Tunneln. (22.05 verlangte mindestens 50 %, 22.06 lässt 35 % zu.)",
          "Unter 35 %: nicht für den Straßenverkehr zugelassen. Es ist für die Rennstrecke, nicht für öffentliche Straßen.",
        ],
      },
      {
        heading: "Phototrope Visiere",
        paragraphs: [
          "Ein phototropes Visier dunkelt im UV-Licht ab und hellt im Schatten wieder auf. Das geschieht nicht sofort: Fährst du in einen Tunnel, kann es einige Sekunden dauern, bei Kälte länger.",
          "Die Kennzeichnung gilt für den hellsten Zustand: Ein phototropes Visier, das hell mindestens 80 % durchlässt, darf für Tag und Nacht gekennzeichnet sein. Prüfe immer die Kennzeichnung auf dem Visier.",
        ],
      },
      {
        heading: "Verspiegelte Visiere",
        paragraphs: [
          "Die Verspiegelung wirft einen Teil des Lichts zurück und liegt meist auf einer getönten Grundscheibe, deshalb lassen die meisten dieser Visiere wenig Licht durch und sind nur für den Tag. Die Beschichtung verkratzt leichter: Reinige sie nur mit Wasser und einem weichen Tuch.",
        ],
      },
      {
        heading: "Pinlock: Nummern und Größen",
        paragraphs: [
          "Ein Pinlock ist eine Antibeschlagscheibe, die innen im Visier zwischen zwei Pins sitzt. Das Visier muss Pinlock-vorbereitet sein (die Pins haben), und jede Scheibe passt zur Form eines bestimmten Visiers: Nimm die, die nach deinem Visier benannt ist.",
        ],
        items: [
          "Pinlock 30, 70 und 120: Die Zahl ist die Stufe des Beschlagschutzes, von einfach bis am höchsten, nicht die Größe.",
          "Max Vision: die größere Scheibe, die fast die ganze Visieröffnung abdeckt. Die normale lässt rundum einen Rand frei.",
        ],
      },
      {
        heading: "Nachbau-Visiere",
        paragraphs: [
          "Auch ein passendes Visier eines anderen Herstellers muss die Kennzeichnung tragen. Bei jedem Nachbau-Visier nennen wir seine Kennzeichnung oder sagen, dass sie unbekannt ist, wenn der Händler sie nicht angibt: Prüfe sie dann auf dem Visier, bevor du damit bei schwachem Licht fährst.",
        ],
      },
    ],
  },
};
