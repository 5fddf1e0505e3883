import type { SeedProduct } from "../types";

/**
 * The demo catalogue: 36 products (20 visors, 6 cameras, 4 intercoms, 3 microphones, 3 accessories).
 * Portuguese (pt-PT) is the original language; every product carries en/es/fr/it/de translations.
 * Visor categories follow "visors-{brand slug}-{slugified model}" for models in helmet-brands.ts.
 */
export const products: SeedProduct[] = [
  // ───────────────────────────── Visors ─────────────────────────────
  {
    slug: "viseira-agv-k6-transparente",
    name: "Viseira AGV K6 transparente",
    description:
      "Viseira transparente de substituição para o AGV K6 e K6 S, com os pinos para Pinlock já montados. Não é peça original AGV, mas encaixa na perfeição no mecanismo de origem e a ótica é limpa, sem distorção nas margens. É a viseira que convém ter sempre à mão para a noite e para os dias de chuva.",
    buttonText: "Ver no AliExpress",
    type: "visor",
    brand: "AGV",
    categorySlug: "visors-agv-k6",
    price: "29.90",
    aliexpressUrl: "https://s.click.aliexpress.com/e/_oFk7Qm2",
    rating: "4.5",
    isRecommended: true,
    tags: ["transparente", "pinlock", "anti-risco", "uso-noturno"],
    specifications: {
      material: "Policarbonato",
    },
    fits: ["K6", "K6S"],
    visor: { tint: "clear", lightTransmission: 92, pinlockInsert: "Pinlock 70 Max Vision", marking: "day-and-night" },
    illustration: { tint: "clear" },
    translations: {
      en: {
        name: "AGV K6 clear visor",
        description:
          "Clear replacement visor for the AGV K6 and K6 S, with the Pinlock pins already fitted. It isn't an original AGV part, but it clicks perfectly into the stock mechanism and the optics are clean, with no distortion at the edges. The one to keep at hand for night rides and rainy days.",
        buttonText: "View on AliExpress",
        slug: "agv-k6-clear-visor",
      },
      es: {
        name: "Visera AGV K6 transparente",
        description:
          "Visera transparente de recambio para el AGV K6 y K6 S, con los tetones para Pinlock ya montados. No es una pieza original de AGV, pero encaja a la perfección en el mecanismo de serie y la óptica es limpia, sin distorsión en los bordes. La que conviene tener siempre a mano para la noche y los días de lluvia.",
        buttonText: "Ver en AliExpress",
        slug: "visera-agv-k6-transparente",
      },
      fr: {
        name: "Visière AGV K6 transparente",
        description:
          "Visière transparente de rechange pour AGV K6 et K6 S, avec les ergots Pinlock déjà en place. Ce n'est pas une pièce d'origine AGV, mais elle se clipse parfaitement sur le mécanisme de série et l'optique est nette, sans distorsion sur les bords. Celle à garder sous la main pour rouler de nuit ou sous la pluie.",
        buttonText: "Voir sur AliExpress",
        slug: "visiere-agv-k6-transparente",
      },
      it: {
        name: "Visiera AGV K6 trasparente",
        description:
          "Visiera trasparente di ricambio per AGV K6 e K6 S, con i perni per il Pinlock già montati. Non è un ricambio originale AGV, ma si aggancia perfettamente al meccanismo di serie e l'ottica è pulita, senza distorsioni ai bordi. Quella da tenere sempre a portata di mano per la notte e per la pioggia.",
        buttonText: "Vedi su AliExpress",
        slug: "visiera-agv-k6-trasparente",
      },
      de: {
        name: "AGV K6 Visier klar",
        description:
          "Klares Ersatzvisier für AGV K6 und K6 S, Pinlock-Pins bereits montiert. Kein AGV-Originalteil, rastet aber sauber im Serienmechanismus ein, und die Optik ist klar und an den Rändern verzerrungsfrei. Das Visier, das man für Nachtfahrten und Regentage immer griffbereit haben sollte.",
        buttonText: "Auf AliExpress ansehen",
        slug: "agv-k6-visier-klar",
      },
    },
  },
  {
    slug: "viseira-agv-k6-fumada",
    name: "Viseira AGV K6 fumada",
    description:
      "Uso esta na minha K6 desde a primavera passada e, depois de alguns milhares de quilómetros, não tem riscos visíveis. O fumado a 50% corta bem o sol de frente sem escurecer demasiado à entrada de um túnel. Aceita o Pinlock original e serve no K6 e no K6 S. Como qualquer viseira fumada, é só para uso diurno.",
    buttonText: "Ver no AliExpress",
    type: "visor",
    brand: "AGV",
    categorySlug: "visors-agv-k6",
    price: "32.90",
    originalPrice: "39.90",
    aliexpressUrl: "https://s.click.aliexpress.com/e/_oBq3Lz9",
    rating: "4.8",
    isFeatured: true,
    isZerosPick: true,
    isBestSeller: true,
    tags: ["fumada", "pinlock", "anti-risco", "uso-diurno"],
    specifications: {
      material: "Policarbonato antirriscos",
    },
    fits: ["K6", "K6S"],
    visor: { tint: "smoke", lightTransmission: 50, pinlockInsert: "Pinlock 70 Max Vision", marking: "daytime-only" },
    illustration: { tint: "smoke" },
    translations: {
      en: {
        name: "AGV K6 smoke visor",
        description:
          "I've been running this one on my K6 since last spring and, several thousand kilometres later, there isn't a visible scratch on it. The 50% smoke takes the edge off head-on sun without going too dark when you ride into a tunnel. It takes the original Pinlock and fits both the K6 and K6 S. Like any tinted visor, it's for daytime use only.",
        buttonText: "View on AliExpress",
        slug: "agv-k6-smoke-visor",
      },
      es: {
        name: "Visera AGV K6 ahumada",
        description:
          "La llevo en mi K6 desde la primavera pasada y, tras varios miles de kilómetros, no tiene ni un arañazo visible. El ahumado al 50 % corta bien el sol de cara sin oscurecer demasiado al entrar en un túnel. Admite el Pinlock original y vale para K6 y K6 S. Como cualquier visera tintada, solo es apta para uso diurno.",
        buttonText: "Ver en AliExpress",
        slug: "visera-agv-k6-ahumada",
      },
      fr: {
        name: "Visière AGV K6 fumée",
        description:
          "Je l'utilise sur mon K6 depuis le printemps dernier et, après plusieurs milliers de kilomètres, elle n'a aucune rayure visible. Le fumé à 50 % coupe bien le soleil de face sans trop assombrir à l'entrée d'un tunnel. Compatible avec le Pinlock d'origine, elle se monte sur K6 et K6 S. Comme toute visière teintée, elle est réservée à un usage de jour.",
        buttonText: "Voir sur AliExpress",
        slug: "visiere-agv-k6-fumee",
      },
      it: {
        name: "Visiera AGV K6 fumé",
        description:
          "La uso sul mio K6 dalla scorsa primavera e, dopo diverse migliaia di chilometri, non ha graffi visibili. Il fumé al 50% taglia bene il sole frontale senza scurire troppo quando entri in galleria. Accetta il Pinlock originale e va bene sia sul K6 che sul K6 S. Come ogni visiera scura, è solo per uso diurno.",
        buttonText: "Vedi su AliExpress",
        slug: "visiera-agv-k6-fume",
      },
      de: {
        name: "AGV K6 Visier getönt",
        description:
          "Ich fahre dieses Visier seit letztem Frühjahr auf meinem K6, und nach einigen tausend Kilometern ist kein Kratzer zu sehen. Die 50-%-Tönung nimmt der Sonne von vorn die Härte, ohne im Tunnel zu dunkel zu werden. Passt mit dem originalen Pinlock auf K6 und K6 S. Wie jedes getönte Visier nur für den Tagesgebrauch.",
        buttonText: "Auf AliExpress ansehen",
        slug: "agv-k6-visier-getoent",
      },
    },
  },
  {
    slug: "viseira-agv-k6-iridium-dourada",
    name: "Viseira AGV K6 iridium dourada",
    description:
      "Espelhado dourado sobre base fumada, de um lote limitado que o fornecedor não vai repetir. Fica espetacular num K6 preto mate e reduz bem o encandeamento em dias de sol forte. O revestimento espelhado é mais sensível do que o policarbonato simples: limpa-a só com água e um pano de microfibra. Uso exclusivamente diurno.",
    buttonText: "Ver no AliExpress",
    type: "visor",
    brand: "AGV",
    categorySlug: "visors-agv-k6",
    price: "49.90",
    stock: 4,
    aliexpressUrl: "https://s.click.aliexpress.com/e/_oDg5Wn1",
    rating: "4.6",
    isLimitedEdition: true,
    tags: ["iridium", "espelhada", "edicao-limitada", "pinlock"],
    specifications: {
      material: "Policarbonato com revestimento iridium",
    },
    fits: ["K6", "K6S"],
    visor: { tint: "gold-mirror", lightTransmission: 20, pinlockInsert: "Pinlock 70 Max Vision", marking: "daytime-only" },
    illustration: { tint: "gold-mirror" },
    translations: {
      en: {
        name: "AGV K6 iridium gold visor",
        description:
          "Gold mirror coating over a smoked base, from a limited batch the supplier won't be repeating. It looks stunning on a matt black K6 and does a good job against glare on bright days. The mirror coating is more delicate than bare polycarbonate, so clean it with water and a microfibre cloth only. Daytime use only.",
        buttonText: "View on AliExpress",
        slug: "agv-k6-iridium-gold-visor",
      },
      es: {
        name: "Visera AGV K6 iridium dorada",
        description:
          "Espejado dorado sobre base ahumada, de un lote limitado que el proveedor no volverá a fabricar. Queda espectacular en un K6 negro mate y reduce bien los deslumbramientos en días de mucho sol. El tratamiento espejado es más delicado que el policarbonato: límpiala solo con agua y una bayeta de microfibra. Solo para uso diurno.",
        buttonText: "Ver en AliExpress",
        slug: "visera-agv-k6-iridium-dorada",
      },
      fr: {
        name: "Visière AGV K6 iridium or",
        description:
          "Revêtement miroir doré sur base fumée, issu d'une série limitée que le fournisseur ne reproduira pas. Elle est superbe sur un K6 noir mat et limite bien l'éblouissement par grand soleil. Le traitement miroir est plus fragile que le polycarbonate nu : nettoyez-la uniquement à l'eau avec une microfibre. Usage de jour uniquement.",
        buttonText: "Voir sur AliExpress",
        slug: "visiere-agv-k6-iridium-or",
      },
      it: {
        name: "Visiera AGV K6 iridium oro",
        description:
          "Specchiatura oro su base fumé, da un lotto limitato che il fornitore non ripeterà. Su un K6 nero opaco è spettacolare e riduce bene l'abbagliamento nelle giornate di sole pieno. Il trattamento a specchio è più delicato del policarbonato: puliscila solo con acqua e un panno in microfibra. Solo per uso diurno.",
        buttonText: "Vedi su AliExpress",
        slug: "visiera-agv-k6-iridium-oro",
      },
      de: {
        name: "AGV K6 Visier Iridium Gold",
        description:
          "Goldene Verspiegelung auf getönter Basis, aus einer limitierten Charge, die der Lieferant nicht neu auflegt. Auf einem mattschwarzen K6 sieht es klasse aus und reduziert Blendung an sonnigen Tagen spürbar. Die Verspiegelung ist empfindlicher als blankes Polycarbonat – nur mit Wasser und Mikrofasertuch reinigen. Nur für den Tagesgebrauch.",
        buttonText: "Auf AliExpress ansehen",
        slug: "agv-k6-visier-iridium-gold",
      },
    },
  },
  {
    slug: "viseira-agv-race-3-escura-pista-gp-rr",
    name: "Viseira AGV Race 3 escura para Pista GP RR",
    description:
      "Viseira original AGV Race 3 em fumado escuro, com a mesma geometria usada no MotoGP, patilha de bloqueio e preparação para Pinlock 120. Serve no Pista GP RR, Pista GP R e Corsa R. Chegou apenas um lote pequeno; é muito escura, por isso reservo-a para a pista e para dias de sol a pique.",
    buttonText: "Ver no AliExpress",
    type: "visor",
    brand: "AGV",
    categorySlug: "visors-agv-pista-gp-rr",
    price: "89.90",
    stock: 2,
    aliexpressUrl: "https://s.click.aliexpress.com/e/_oAr8Tc4",
    rating: "4.9",
    isLimitedEdition: true,
    tags: ["original", "race-3", "pinlock", "pista", "edicao-limitada"],
    specifications: {
      material: "Policarbonato, classe ótica 1",
      certification: "ECE 22.06",
    },
    fits: ["Pista GP RR", "Pista GPR", "Corsa R"],
    visor: { original: true, partCode: "Race 3", tint: "dark", lightTransmission: 20, pinlockInsert: "Pinlock 120", marking: "daytime-only" },
    illustration: { tint: "dark" },
    translations: {
      en: {
        name: "AGV Race 3 dark visor for Pista GP RR",
        description:
          "Genuine AGV Race 3 visor in dark smoke – the same shape used in MotoGP, with a locking tab and Pinlock 120 pins. Fits the Pista GP RR, Pista GP R and Corsa R. Only a small batch came in; it's very dark, so I keep it for track days and blazing sunshine.",
        buttonText: "View on AliExpress",
        slug: "agv-race-3-dark-visor-pista-gp-rr",
      },
      es: {
        name: "Visera AGV Race 3 oscura para Pista GP RR",
        description:
          "Visera original AGV Race 3 en ahumado oscuro, con la misma forma que se usa en MotoGP, pestaña de bloqueo y preparada para Pinlock 120. Vale para Pista GP RR, Pista GP R y Corsa R. Ha llegado un lote pequeño; es muy oscura, así que yo la reservo para circuito y días de sol intenso.",
        buttonText: "Ver en AliExpress",
        slug: "visera-agv-race-3-oscura-pista-gp-rr",
      },
      fr: {
        name: "Visière AGV Race 3 foncée pour Pista GP RR",
        description:
          "Visière AGV Race 3 d'origine en fumé foncé, la même forme qu'en MotoGP, avec verrouillage et ergots Pinlock 120. Compatible Pista GP RR, Pista GP R et Corsa R. Seul un petit lot est arrivé ; elle est très sombre, je la réserve donc au circuit et aux journées de grand soleil.",
        buttonText: "Voir sur AliExpress",
        slug: "visiere-agv-race-3-foncee-pista-gp-rr",
      },
      it: {
        name: "Visiera AGV Race 3 scura per Pista GP RR",
        description:
          "Visiera originale AGV Race 3 fumé scuro, la stessa forma usata in MotoGP, con levetta di blocco e predisposizione Pinlock 120. Compatibile con Pista GP RR, Pista GP R e Corsa R. Ne è arrivato solo un piccolo lotto; è molto scura, quindi io la tengo per la pista e le giornate di sole pieno.",
        buttonText: "Vedi su AliExpress",
        slug: "visiera-agv-race-3-scura-pista-gp-rr",
      },
      de: {
        name: "AGV Race 3 Visier dunkel für Pista GP RR",
        description:
          "Original AGV Race 3 Visier in dunkler Tönung – dieselbe Form wie in der MotoGP, mit Verriegelung und Pinlock-120-Vorbereitung. Passt auf Pista GP RR, Pista GP R und Corsa R. Es kam nur eine kleine Charge; das Visier ist sehr dunkel, deshalb nutze ich es nur auf der Rennstrecke und bei praller Sonne.",
        buttonText: "Auf AliExpress ansehen",
        slug: "agv-race-3-visier-dunkel-pista-gp-rr",
      },
    },
  },
  {
    slug: "viseira-fotocromatica-agv-k3-sv",
    name: "Viseira fotocromática para AGV K3 SV",
    description:
      "Viseira compatível (não original) que escurece sozinha com a luz UV e volta a clarear quando o sol se esconde. À entrada de um túnel demora alguns segundos a aclarar, por isso abranda antes. Serve no K3 SV, K1 e K5 e tem pinos para Pinlock.",
    buttonText: "Ver no AliExpress",
    type: "visor",
    brand: "AGV",
    categorySlug: "visors-agv-k3sv",
    price: "36.90",
    aliexpressUrl: "https://s.click.aliexpress.com/e/_oJp2Vx6",
    rating: "4.3",
    tags: ["fotocromatica", "pinlock", "uv"],
    specifications: {
      material: "Policarbonato",
    },
    fits: ["K3SV", "K1", "K5"],
    visor: { tint: "photochromic", lightTransmission: 85, pinlockInsert: "Pinlock 70", marking: "day-and-night" },
    illustration: { tint: "photochromic" },
    translations: {
      en: {
        name: "Photochromic visor for AGV K3 SV",
        description:
          "Compatible (non-original) visor that darkens on its own under UV light and clears again when the sun goes in. It takes a few seconds to lighten up when you ride into a tunnel, so ease off beforehand. Fits the K3 SV, K1 and K5 and has Pinlock pins.",
        buttonText: "View on AliExpress",
        slug: "photochromic-visor-agv-k3-sv",
      },
      es: {
        name: "Visera fotocromática para AGV K3 SV",
        description:
          "Visera compatible (no original) que se oscurece sola con la luz UV y vuelve a aclararse cuando se va el sol. Al entrar en un túnel tarda unos segundos en aclararse, así que levanta el gas antes. Vale para K3 SV, K1 y K5 y tiene tetones para Pinlock.",
        buttonText: "Ver en AliExpress",
        slug: "visera-fotocromatica-agv-k3-sv",
      },
      fr: {
        name: "Visière photochromique pour AGV K3 SV",
        description:
          "Visière compatible (non d'origine) qui fonce toute seule sous les UV et redevient claire quand le soleil disparaît. À l'entrée d'un tunnel, elle met quelques secondes à s'éclaircir : levez le pied avant. Compatible K3 SV, K1 et K5, avec ergots Pinlock.",
        buttonText: "Voir sur AliExpress",
        slug: "visiere-photochromique-agv-k3-sv",
      },
      it: {
        name: "Visiera fotocromatica per AGV K3 SV",
        description:
          "Visiera compatibile (non originale) che si scurisce da sola con i raggi UV e torna chiara quando il sole se ne va. Entrando in galleria impiega qualche secondo a schiarirsi, quindi rallenta prima. Va bene su K3 SV, K1 e K5 ed è predisposta per il Pinlock.",
        buttonText: "Vedi su AliExpress",
        slug: "visiera-fotocromatica-agv-k3-sv",
      },
      de: {
        name: "Phototropes Visier für AGV K3 SV",
        description:
          "Kompatibles Visier (kein Originalteil), das sich unter UV-Licht selbst abdunkelt und wieder aufhellt, sobald die Sonne weg ist. Bei der Einfahrt in einen Tunnel braucht es ein paar Sekunden, also vorher Tempo rausnehmen. Passt auf K3 SV, K1 und K5 und hat Pinlock-Pins.",
        buttonText: "Auf AliExpress ansehen",
        slug: "agv-k3-sv-visier-phototrop",
      },
    },
  },
  {
    slug: "viseira-shoei-cwr-f2-fumada-escura-nxr2",
    name: "Viseira Shoei CWR-F2 fumada escura para NXR2",
    description:
      "Viseira original Shoei CWR-F2 em fumado escuro, com o sistema de fecho que veda muito bem contra a chuva e o vento. Encaixa no NXR2, no RF-1400 (o mesmo capacete no mercado americano) e no X-SPR Pro. Qualidade ótica de referência, mas é escura: só para uso diurno.",
    buttonText: "Ver no AliExpress",
    type: "visor",
    brand: "Shoei",
    categorySlug: "visors-shoei-nxr2",
    price: "89.90",
    stock: 3,
    aliexpressUrl: "https://s.click.aliexpress.com/e/_oCw4Hs8",
    rating: "4.9",
    isFeatured: true,
    isPremium: true,
    tags: ["original", "cwr-f2", "pinlock", "fumada"],
    specifications: {
      material: "Policarbonato",
      certification: "ECE 22.06",
    },
    fits: ["NXR2", "RF-1400", "X-SPR Pro"],
    visor: { original: true, partCode: "CWR-F2", tint: "dark", lightTransmission: 25, pinlockInsert: "Pinlock EVO", marking: "daytime-only" },
    illustration: { tint: "dark" },
    translations: {
      en: {
        name: "Shoei CWR-F2 dark smoke visor for NXR2",
        description:
          "Genuine Shoei CWR-F2 visor in dark smoke, with the locking system that seals really well against rain and wind. Fits the NXR2, the RF-1400 (the same helmet's US name) and the X-SPR Pro. Benchmark optical quality, but it is dark: daytime use only.",
        buttonText: "View on AliExpress",
        slug: "shoei-cwr-f2-dark-smoke-visor-nxr2",
      },
      es: {
        name: "Visera Shoei CWR-F2 ahumada oscura para NXR2",
        description:
          "Visera original Shoei CWR-F2 en ahumado oscuro, con el sistema de cierre que sella muy bien frente a la lluvia y el viento. Encaja en el NXR2, el RF-1400 (el mismo casco en el mercado estadounidense) y el X-SPR Pro. Calidad óptica de referencia, pero es oscura: solo para uso diurno.",
        buttonText: "Ver en AliExpress",
        slug: "visera-shoei-cwr-f2-ahumada-oscura-nxr2",
      },
      fr: {
        name: "Visière Shoei CWR-F2 fumée foncée pour NXR2",
        description:
          "Visière Shoei CWR-F2 d'origine en fumé foncé, avec le système de verrouillage qui assure une excellente étanchéité à la pluie et au vent. Compatible NXR2, RF-1400 (le même casque sur le marché américain) et X-SPR Pro. Qualité optique de référence, mais elle est sombre : usage de jour uniquement.",
        buttonText: "Voir sur AliExpress",
        slug: "visiere-shoei-cwr-f2-fumee-foncee-nxr2",
      },
      it: {
        name: "Visiera Shoei CWR-F2 fumé scuro per NXR2",
        description:
          "Visiera originale Shoei CWR-F2 fumé scuro, con il sistema di chiusura che sigilla benissimo contro pioggia e vento. Si monta su NXR2, RF-1400 (lo stesso casco sul mercato americano) e X-SPR Pro. Qualità ottica di riferimento, ma è scura: solo per uso diurno.",
        buttonText: "Vedi su AliExpress",
        slug: "visiera-shoei-cwr-f2-fume-scuro-nxr2",
      },
      de: {
        name: "Shoei CWR-F2 Visier dunkel getönt für NXR2",
        description:
          "Original Shoei CWR-F2 Visier in dunkler Tönung, mit dem Verschlusssystem, das hervorragend gegen Regen und Wind abdichtet. Passt auf NXR2, RF-1400 (derselbe Helm auf dem US-Markt) und X-SPR Pro. Optische Qualität auf Spitzenniveau, aber dunkel: nur für den Tagesgebrauch.",
        buttonText: "Auf AliExpress ansehen",
        slug: "shoei-cwr-f2-visier-dunkel-nxr2",
      },
    },
  },
  {
    slug: "viseira-shoei-cns-1c-fumada-clara-gt-air-3",
    name: "Viseira Shoei CNS-1C fumada clara para GT-Air 3",
    description:
      "Viseira original CNS-1C para o GT-Air 3, num fumado claro que ainda deixa ver bem ao fim da tarde. Como o GT-Air 3 tem pala solar interna, esta tonalidade leve é a combinação que recomendo para viagens longas. Preparada para Pinlock EVO.",
    buttonText: "Ver no AliExpress",
    type: "visor",
    brand: "Shoei",
    categorySlug: "visors-shoei-gt-air-3",
    price: "79.90",
    aliexpressUrl: "https://s.click.aliexpress.com/e/_oEt6Kd3",
    rating: "4.7",
    isNew: true,
    tags: ["original", "cns-1c", "pinlock", "fumada", "touring"],
    specifications: {
      material: "Policarbonato",
      certification: "ECE 22.06",
    },
    fits: ["GT-Air 3"],
    visor: { original: true, partCode: "CNS-1C", tint: "light-smoke", lightTransmission: 65, pinlockInsert: "Pinlock EVO", marking: "daytime-only" },
    illustration: { tint: "smoke" },
    translations: {
      en: {
        name: "Shoei CNS-1C light smoke visor for GT-Air 3",
        description:
          "Genuine CNS-1C visor for the GT-Air 3, in a light smoke that still lets you see well late in the afternoon. Since the GT-Air 3 has an internal sun visor, this light tint is the combination I recommend for long trips. Pinlock EVO ready.",
        buttonText: "View on AliExpress",
        slug: "shoei-cns-1c-light-smoke-visor-gt-air-3",
      },
      es: {
        name: "Visera Shoei CNS-1C ahumada clara para GT-Air 3",
        description:
          "Visera original CNS-1C para el GT-Air 3, en un ahumado claro que todavía permite ver bien a última hora de la tarde. Como el GT-Air 3 lleva parasol interior, este tintado suave es la combinación que recomiendo para viajes largos. Preparada para Pinlock EVO.",
        buttonText: "Ver en AliExpress",
        slug: "visera-shoei-cns-1c-ahumada-clara-gt-air-3",
      },
      fr: {
        name: "Visière Shoei CNS-1C fumée claire pour GT-Air 3",
        description:
          "Visière CNS-1C d'origine pour le GT-Air 3, dans un fumé léger qui laisse encore bien voir en fin d'après-midi. Le GT-Air 3 ayant un pare-soleil intégré, cette teinte légère est la combinaison que je conseille pour les longs voyages. Prête pour Pinlock EVO.",
        buttonText: "Voir sur AliExpress",
        slug: "visiere-shoei-cns-1c-fumee-claire-gt-air-3",
      },
      it: {
        name: "Visiera Shoei CNS-1C fumé chiaro per GT-Air 3",
        description:
          "Visiera originale CNS-1C per il GT-Air 3, in un fumé chiaro che permette di vedere bene anche nel tardo pomeriggio. Visto che il GT-Air 3 ha l'oscurante interno, questa tinta leggera è l'abbinamento che consiglio per i viaggi lunghi. Predisposta per Pinlock EVO.",
        buttonText: "Vedi su AliExpress",
        slug: "visiera-shoei-cns-1c-fume-chiaro-gt-air-3",
      },
      de: {
        name: "Shoei CNS-1C Visier leicht getönt für GT-Air 3",
        description:
          "Original CNS-1C Visier für den GT-Air 3 in leichter Tönung, mit der man auch am späten Nachmittag noch gut sieht. Da der GT-Air 3 eine innere Sonnenblende hat, ist diese leichte Tönung die Kombination, die ich für lange Touren empfehle. Pinlock-EVO-vorbereitet.",
        buttonText: "Auf AliExpress ansehen",
        slug: "shoei-cns-1c-visier-leicht-getoent-gt-air-3",
      },
    },
  },
  {
    slug: "viseira-ls2-ff800-storm-iridium-prateada",
    name: "Viseira LS2 FF800 Storm iridium prateada",
    description:
      "Viseira original LS2 para o FF800 Storm e Storm II, com espelhado prateado sobre base fumada. É das mais vendidas da loja: o espelhado esconde bem os olhos e o tratamento anti-risco aguenta a limpeza diária. Tem pinos para Pinlock 70 e, como é escura, fica-se pelo uso diurno.",
    buttonText: "Ver no AliExpress",
    type: "visor",
    brand: "LS2",
    categorySlug: "visors-ls2-ff800",
    price: "44.90",
    originalPrice: "52.90",
    aliexpressUrl: "https://s.click.aliexpress.com/e/_oGm1Rb7",
    rating: "4.6",
    isBestSeller: true,
    tags: ["original", "iridium", "espelhada", "pinlock", "anti-risco"],
    specifications: {
      material: "Policarbonato antirriscos",
      certification: "ECE 22.06",
    },
    fits: [{ model: "FF800", note: { pt: "Storm e Storm II", en: "Storm and Storm II", es: "Storm y Storm II", fr: "Storm et Storm II", it: "Storm e Storm II", de: "Storm und Storm II" } }],
    visor: { original: true, tint: "silver-mirror", lightTransmission: 18, pinlockInsert: "Pinlock 70", marking: "daytime-only" },
    illustration: { tint: "silver-mirror" },
    translations: {
      en: {
        name: "LS2 FF800 Storm iridium silver visor",
        description:
          "Genuine LS2 visor for the FF800 Storm and Storm II, with a silver mirror over a smoked base. One of the shop's best sellers: the mirror hides your eyes nicely and the anti-scratch coating copes with daily cleaning. It has Pinlock 70 pins and, being dark, it's for daytime use only.",
        buttonText: "View on AliExpress",
        slug: "ls2-ff800-storm-iridium-silver-visor",
      },
      es: {
        name: "Visera LS2 FF800 Storm iridium plateada",
        description:
          "Visera original LS2 para el FF800 Storm y Storm II, con espejado plateado sobre base ahumada. Es de las más vendidas de la tienda: el espejo oculta bien los ojos y el tratamiento antiarañazos aguanta la limpieza diaria. Tiene tetones para Pinlock 70 y, al ser oscura, es solo para uso diurno.",
        buttonText: "Ver en AliExpress",
        slug: "visera-ls2-ff800-storm-iridium-plateada",
      },
      fr: {
        name: "Visière LS2 FF800 Storm iridium argent",
        description:
          "Visière LS2 d'origine pour FF800 Storm et Storm II, avec miroir argenté sur base fumée. L'une des meilleures ventes de la boutique : le miroir cache bien les yeux et le traitement anti-rayures supporte le nettoyage quotidien. Ergots Pinlock 70 présents ; étant foncée, elle est réservée à un usage de jour.",
        buttonText: "Voir sur AliExpress",
        slug: "visiere-ls2-ff800-storm-iridium-argent",
      },
      it: {
        name: "Visiera LS2 FF800 Storm iridium argento",
        description:
          "Visiera originale LS2 per FF800 Storm e Storm II, con specchiatura argento su base fumé. È tra le più vendute del negozio: lo specchio nasconde bene gli occhi e il trattamento antigraffio regge la pulizia quotidiana. Ha i perni per Pinlock 70 e, essendo scura, è solo per uso diurno.",
        buttonText: "Vedi su AliExpress",
        slug: "visiera-ls2-ff800-storm-iridium-argento",
      },
      de: {
        name: "LS2 FF800 Storm Visier Iridium Silber",
        description:
          "Original LS2 Visier für FF800 Storm und Storm II, silbern verspiegelt auf getönter Basis. Einer der Bestseller im Shop: Die Verspiegelung verbirgt die Augen gut, und die Anti-Kratz-Beschichtung verträgt die tägliche Reinigung. Mit Pinlock-70-Pins; da es dunkel ist, nur für den Tagesgebrauch.",
        buttonText: "Auf AliExpress ansehen",
        slug: "ls2-ff800-storm-visier-iridium-silber",
      },
    },
  },
  {
    slug: "viseira-ls2-ff900-valiant-ii-transparente",
    name: "Viseira LS2 FF900 Valiant II transparente",
    description:
      "Viseira original transparente para o modular FF900 Valiant II, com tratamento anti-risco e pinos para Pinlock 70. Em conjunto com a pala solar interna do Valiant II, é a única viseira de que precisas durante o ano inteiro. Homologada para uso de dia e de noite.",
    buttonText: "Ver no AliExpress",
    type: "visor",
    brand: "LS2",
    categorySlug: "visors-ls2-ff900",
    price: "36.90",
    aliexpressUrl: "https://s.click.aliexpress.com/e/_oHs9Pq2",
    rating: "4.5",
    isRecommended: true,
    tags: ["original", "transparente", "pinlock", "anti-risco", "modular"],
    specifications: {
      material: "Policarbonato antirriscos",
      certification: "ECE 22.06",
    },
    fits: ["FF900"],
    visor: { original: true, tint: "clear", lightTransmission: 92, pinlockInsert: "Pinlock 70", marking: "day-and-night" },
    illustration: { tint: "clear" },
    translations: {
      en: {
        name: "LS2 FF900 Valiant II clear visor",
        description:
          "Genuine clear visor for the FF900 Valiant II modular, with an anti-scratch coating and Pinlock 70 pins. Paired with the Valiant II's internal sun visor, it's the only visor you need all year round. Approved for both day and night riding.",
        buttonText: "View on AliExpress",
        slug: "ls2-ff900-valiant-ii-clear-visor",
      },
      es: {
        name: "Visera LS2 FF900 Valiant II transparente",
        description:
          "Visera original transparente para el modular FF900 Valiant II, con tratamiento antiarañazos y tetones para Pinlock 70. Junto con el parasol interior del Valiant II, es la única visera que necesitas en todo el año. Homologada para uso diurno y nocturno.",
        buttonText: "Ver en AliExpress",
        slug: "visera-ls2-ff900-valiant-ii-transparente",
      },
      fr: {
        name: "Visière LS2 FF900 Valiant II transparente",
        description:
          "Visière transparente d'origine pour le modulable FF900 Valiant II, avec traitement anti-rayures et ergots Pinlock 70. Associée au pare-soleil intégré du Valiant II, c'est la seule visière dont vous aurez besoin toute l'année. Homologuée pour rouler de jour comme de nuit.",
        buttonText: "Voir sur AliExpress",
        slug: "visiere-ls2-ff900-valiant-ii-transparente",
      },
      it: {
        name: "Visiera LS2 FF900 Valiant II trasparente",
        description:
          "Visiera trasparente originale per il modulare FF900 Valiant II, con trattamento antigraffio e perni per Pinlock 70. Insieme all'oscurante interno del Valiant II, è l'unica visiera che ti serve tutto l'anno. Omologata per l'uso diurno e notturno.",
        buttonText: "Vedi su AliExpress",
        slug: "visiera-ls2-ff900-valiant-ii-trasparente",
      },
      de: {
        name: "LS2 FF900 Valiant II Visier klar",
        description:
          "Klares Originalvisier für den Klapphelm FF900 Valiant II, mit Anti-Kratz-Beschichtung und Pinlock-70-Pins. Zusammen mit der integrierten Sonnenblende des Valiant II das einzige Visier, das man das ganze Jahr über braucht. Für Tag- und Nachtfahrten zugelassen.",
        buttonText: "Auf AliExpress ansehen",
        slug: "ls2-ff900-valiant-ii-visier-klar",
      },
    },
  },
  {
    slug: "viseira-ls2-ff352-rookie-azul-clara",
    name: "Viseira LS2 FF352 Rookie azul-clara",
    description:
      "Viseira compatível para o FF352 Rookie com um tom azul muito leve, mais estético do que funcional. É a opção mais barata da loja para renovar um capacete de entrada de gama ou substituir uma viseira riscada. Não tem pinos para Pinlock, porque o Rookie também não os suporta.",
    buttonText: "Ver no AliExpress",
    type: "visor",
    brand: "LS2",
    categorySlug: "visors-ls2-ff352",
    price: "18.90",
    aliexpressUrl: "https://s.click.aliexpress.com/e/_oKc3Nf5",
    rating: "4.2",
    tags: ["azul", "economica", "substituicao"],
    specifications: {
      material: "Policarbonato",
    },
    fits: ["FF352", "FF351"],
    visor: { tint: "light-blue", lightTransmission: 82, marking: "day-and-night" },
    illustration: { tint: "light-blue" },
    translations: {
      en: {
        name: "LS2 FF352 Rookie light blue visor",
        description:
          "Compatible visor for the FF352 Rookie with a very light blue tint – more about looks than function. It's the cheapest option in the shop to freshen up an entry-level helmet or replace a scratched visor. No Pinlock pins, as the Rookie doesn't support them anyway.",
        buttonText: "View on AliExpress",
        slug: "ls2-ff352-rookie-light-blue-visor",
      },
      es: {
        name: "Visera LS2 FF352 Rookie azul claro",
        description:
          "Visera compatible para el FF352 Rookie con un tono azul muy suave, más estético que funcional. Es la opción más barata de la tienda para renovar un casco de iniciación o cambiar una visera rayada. No lleva tetones para Pinlock, porque el Rookie tampoco los admite.",
        buttonText: "Ver en AliExpress",
        slug: "visera-ls2-ff352-rookie-azul-claro",
      },
      fr: {
        name: "Visière LS2 FF352 Rookie bleu clair",
        description:
          "Visière compatible pour FF352 Rookie avec une teinte bleue très légère, plus esthétique que fonctionnelle. C'est l'option la moins chère de la boutique pour rafraîchir un casque d'entrée de gamme ou remplacer une visière rayée. Pas d'ergots Pinlock, le Rookie ne les accepte de toute façon pas.",
        buttonText: "Voir sur AliExpress",
        slug: "visiere-ls2-ff352-rookie-bleu-clair",
      },
      it: {
        name: "Visiera LS2 FF352 Rookie azzurra",
        description:
          "Visiera compatibile per FF352 Rookie con una tinta azzurra molto leggera, più estetica che funzionale. È l'opzione più economica del negozio per rinnovare un casco entry level o sostituire una visiera graffiata. Niente perni per Pinlock, perché il Rookie non li supporta.",
        buttonText: "Vedi su AliExpress",
        slug: "visiera-ls2-ff352-rookie-azzurra",
      },
      de: {
        name: "LS2 FF352 Rookie Visier hellblau",
        description:
          "Kompatibles Visier für den FF352 Rookie mit ganz leichter Blautönung – eher Optik als Funktion. Die günstigste Option im Shop, um einen Einsteigerhelm aufzufrischen oder ein zerkratztes Visier zu ersetzen. Keine Pinlock-Pins, da der Rookie ohnehin kein Pinlock unterstützt.",
        buttonText: "Auf AliExpress ansehen",
        slug: "ls2-ff352-rookie-visier-hellblau",
      },
    },
  },
  {
    slug: "viseira-hjc-hj-26st-arco-iris-rpha-11",
    name: "Viseira HJC HJ-26ST arco-íris para RPHA 11",
    description:
      "Viseira original HJC HJ-26ST com espelhado arco-íris, para o RPHA 11 e o RPHA 70. Traz patilha de bloqueio e pinos para Pinlock 70. Esgota sempre que chega, por isso vale a pena voltar cá daqui a umas semanas. Uso exclusivamente diurno.",
    buttonText: "Ver no AliExpress",
    type: "visor",
    brand: "HJC",
    categorySlug: "visors-hjc-rpha-11",
    price: "64.90",
    stock: 0,
    aliexpressUrl: "https://s.click.aliexpress.com/e/_oLv8Yt1",
    rating: "4.7",
    tags: ["original", "hj-26st", "espelhada", "pinlock"],
    specifications: {
      material: "Policarbonato",
      certification: "ECE 22.05",
    },
    fits: ["RPHA 11", "RPHA 70"],
    visor: { original: true, partCode: "HJ-26ST", tint: "rainbow", lightTransmission: 18, pinlockInsert: "Pinlock 70 Max Vision", marking: "daytime-only" },
    illustration: { tint: "rainbow" },
    translations: {
      en: {
        name: "HJC HJ-26ST rainbow visor for RPHA 11",
        description:
          "Genuine HJC HJ-26ST visor with a rainbow mirror finish, for the RPHA 11 and RPHA 70. It comes with a locking tab and Pinlock 70 pins. It sells out every time it lands, so it's worth checking back in a few weeks. Daytime use only.",
        buttonText: "View on AliExpress",
        slug: "hjc-hj-26st-rainbow-visor-rpha-11",
      },
      es: {
        name: "Visera HJC HJ-26ST arcoíris para RPHA 11",
        description:
          "Visera original HJC HJ-26ST con espejado arcoíris, para RPHA 11 y RPHA 70. Incluye pestaña de bloqueo y tetones para Pinlock 70. Se agota cada vez que llega, así que vale la pena volver a mirar dentro de unas semanas. Solo para uso diurno.",
        buttonText: "Ver en AliExpress",
        slug: "visera-hjc-hj-26st-arcoiris-rpha-11",
      },
      fr: {
        name: "Visière HJC HJ-26ST arc-en-ciel pour RPHA 11",
        description:
          "Visière HJC HJ-26ST d'origine à miroir arc-en-ciel, pour RPHA 11 et RPHA 70. Livrée avec verrouillage et ergots Pinlock 70. Elle part à chaque réassort, repassez donc d'ici quelques semaines. Usage de jour uniquement.",
        buttonText: "Voir sur AliExpress",
        slug: "visiere-hjc-hj-26st-arc-en-ciel-rpha-11",
      },
      it: {
        name: "Visiera HJC HJ-26ST iridescente per RPHA 11",
        description:
          "Visiera originale HJC HJ-26ST con specchiatura iridescente, per RPHA 11 e RPHA 70. Ha la levetta di blocco e i perni per Pinlock 70. Va esaurita ogni volta che arriva, quindi conviene ricontrollare tra qualche settimana. Solo per uso diurno.",
        buttonText: "Vedi su AliExpress",
        slug: "visiera-hjc-hj-26st-iridescente-rpha-11",
      },
      de: {
        name: "HJC HJ-26ST Visier Rainbow für RPHA 11",
        description:
          "Original HJC HJ-26ST Visier mit Rainbow-Verspiegelung, für RPHA 11 und RPHA 70. Mit Verriegelung und Pinlock-70-Pins. Ist bei jeder Lieferung sofort vergriffen – in ein paar Wochen lohnt sich ein neuer Blick. Nur für den Tagesgebrauch.",
        buttonText: "Auf AliExpress ansehen",
        slug: "hjc-hj-26st-visier-rainbow-rpha-11",
      },
    },
  },
  {
    slug: "viseira-hjc-rpha-70-fumada-escura",
    name: "Viseira fumada escura para HJC RPHA 70",
    description:
      "Viseira compatível com a HJ-26ST, em fumado escuro, para o RPHA 70 e o RPHA 11. O encaixe e a vedação são praticamente iguais aos da original e custa cerca de metade. Ideal para quem faz muita estrada com sol de frente; à noite, volta à transparente.",
    buttonText: "Ver no AliExpress",
    type: "visor",
    brand: "HJC",
    categorySlug: "visors-hjc-rpha-70",
    price: "39.90",
    originalPrice: "46.90",
    aliexpressUrl: "https://s.click.aliexpress.com/e/_oMx2Ce4",
    rating: "4.4",
    isRecommended: true,
    tags: ["fumada", "hj-26st", "pinlock", "uso-diurno"],
    specifications: {
      material: "Policarbonato",
    },
    fits: ["RPHA 70", "RPHA 11"],
    visor: { partCode: "HJ-26ST", tint: "dark", lightTransmission: 25, pinlockInsert: "Pinlock 70 Max Vision", marking: "daytime-only" },
    illustration: { tint: "dark" },
    translations: {
      en: {
        name: "Dark smoke visor for HJC RPHA 70",
        description:
          "HJ-26ST-compatible visor in dark smoke, for the RPHA 70 and RPHA 11. Fit and seal are practically identical to the original, at roughly half the price. Ideal for long rides into the sun; at night, switch back to a clear one.",
        buttonText: "View on AliExpress",
        slug: "hjc-rpha-70-dark-smoke-visor",
      },
      es: {
        name: "Visera ahumada oscura para HJC RPHA 70",
        description:
          "Visera compatible con la HJ-26ST, en ahumado oscuro, para RPHA 70 y RPHA 11. El ajuste y el sellado son prácticamente iguales a los de la original y cuesta más o menos la mitad. Ideal para rutas largas con el sol de cara; de noche, vuelve a la transparente.",
        buttonText: "Ver en AliExpress",
        slug: "visera-hjc-rpha-70-ahumada-oscura",
      },
      fr: {
        name: "Visière fumée foncée pour HJC RPHA 70",
        description:
          "Visière compatible HJ-26ST en fumé foncé, pour RPHA 70 et RPHA 11. L'ajustement et l'étanchéité sont pratiquement identiques à ceux de l'origine, pour environ moitié prix. Idéale pour les longues routes face au soleil ; la nuit, repassez à la transparente.",
        buttonText: "Voir sur AliExpress",
        slug: "visiere-hjc-rpha-70-fumee-foncee",
      },
      it: {
        name: "Visiera fumé scuro per HJC RPHA 70",
        description:
          "Visiera compatibile HJ-26ST fumé scuro, per RPHA 70 e RPHA 11. Montaggio e tenuta sono praticamente identici all'originale, a circa metà prezzo. Ideale per i lunghi trasferimenti con il sole in faccia; di notte torna alla trasparente.",
        buttonText: "Vedi su AliExpress",
        slug: "visiera-hjc-rpha-70-fume-scuro",
      },
      de: {
        name: "Dunkel getöntes Visier für HJC RPHA 70",
        description:
          "HJ-26ST-kompatibles Visier in dunkler Tönung, für RPHA 70 und RPHA 11. Passform und Abdichtung sind praktisch wie beim Original, zum etwa halben Preis. Ideal für lange Etappen gegen die Sonne; nachts wieder aufs klare Visier wechseln.",
        buttonText: "Auf AliExpress ansehen",
        slug: "hjc-rpha-70-visier-dunkel",
      },
    },
  },
  {
    slug: "viseira-arai-vas-v-fumada-clara-rx-7v",
    name: "Viseira Arai VAS-V Max Vision fumada clara para RX-7V",
    description:
      "Viseira original Arai VAS-V, com o pivô mais baixo que alarga o campo de visão, e preparada para Pinlock Max Vision. Serve no RX-7V, no Quantum-X e no Chaser-X. O fumado claro é o meu compromisso preferido para quem roda muito ao fim da tarde. A montagem numa Arai pede alguma paciência da primeira vez: segue o vídeo oficial.",
    buttonText: "Ver no AliExpress",
    type: "visor",
    brand: "Arai",
    categorySlug: "visors-arai-rx-7v",
    price: "74.90",
    aliexpressUrl: "https://s.click.aliexpress.com/e/_oNa5Gj8",
    rating: "4.8",
    isRecommended: true,
    tags: ["original", "vas-v", "pinlock", "fumada"],
    specifications: {
      material: "Policarbonato",
      certification: "ECE 22.06",
    },
    fits: ["RX-7V", "Quantum-X", "Chaser-X"],
    visor: { original: true, partCode: "VAS-V", tint: "light-smoke", lightTransmission: 60, pinlockInsert: "Pinlock Max Vision VAS-V", marking: "daytime-only" },
    illustration: { tint: "smoke" },
    translations: {
      en: {
        name: "Arai VAS-V Max Vision light smoke visor for RX-7V",
        description:
          "Genuine Arai VAS-V visor, with the lower pivot that widens your field of view, and Pinlock Max Vision ready. Fits the RX-7V, Quantum-X and Chaser-X. Light smoke is my favourite compromise if you ride a lot in the late afternoon. Fitting it on an Arai takes some patience the first time – follow the official video.",
        buttonText: "View on AliExpress",
        slug: "arai-vas-v-light-smoke-visor-rx-7v",
      },
      es: {
        name: "Visera Arai VAS-V Max Vision ahumada clara para RX-7V",
        description:
          "Visera original Arai VAS-V, con el pivote más bajo que amplía el campo de visión, y preparada para Pinlock Max Vision. Vale para RX-7V, Quantum-X y Chaser-X. El ahumado claro es mi término medio favorito si ruedas mucho a última hora de la tarde. Montarla en un Arai requiere algo de paciencia la primera vez: sigue el vídeo oficial.",
        buttonText: "Ver en AliExpress",
        slug: "visera-arai-vas-v-ahumada-clara-rx-7v",
      },
      fr: {
        name: "Visière Arai VAS-V Max Vision fumée claire pour RX-7V",
        description:
          "Visière Arai VAS-V d'origine, avec le pivot abaissé qui élargit le champ de vision, prête pour Pinlock Max Vision. Compatible RX-7V, Quantum-X et Chaser-X. Le fumé clair est mon compromis préféré si vous roulez souvent en fin d'après-midi. Le montage sur un Arai demande un peu de patience la première fois : suivez la vidéo officielle.",
        buttonText: "Voir sur AliExpress",
        slug: "visiere-arai-vas-v-fumee-claire-rx-7v",
      },
      it: {
        name: "Visiera Arai VAS-V Max Vision fumé chiaro per RX-7V",
        description:
          "Visiera originale Arai VAS-V, con il perno ribassato che allarga il campo visivo, predisposta per Pinlock Max Vision. Compatibile con RX-7V, Quantum-X e Chaser-X. Il fumé chiaro è il mio compromesso preferito se guidi spesso nel tardo pomeriggio. Montarla su un Arai richiede un po' di pazienza la prima volta: segui il video ufficiale.",
        buttonText: "Vedi su AliExpress",
        slug: "visiera-arai-vas-v-fume-chiaro-rx-7v",
      },
      de: {
        name: "Arai VAS-V Max Vision Visier leicht getönt für RX-7V",
        description:
          "Original Arai VAS-V Visier mit tiefer gesetztem Drehpunkt für ein größeres Sichtfeld, Pinlock-Max-Vision-vorbereitet. Passt auf RX-7V, Quantum-X und Chaser-X. Die leichte Tönung ist mein Lieblingskompromiss, wenn man oft am späten Nachmittag unterwegs ist. Die Montage am Arai erfordert beim ersten Mal etwas Geduld – am besten dem offiziellen Video folgen.",
        buttonText: "Auf AliExpress ansehen",
        slug: "arai-vas-v-visier-leicht-getoent-rx-7v",
      },
    },
  },
  {
    slug: "viseira-scorpion-exo-1400-iridium-vermelha",
    name: "Viseira Scorpion EXO-1400 iridium vermelha",
    description:
      "Espelhado vermelho sobre base fumada escura para o EXO-1400 Air e o EXO-1400 Evo Air, de uma série limitada. Preparada para Pinlock e com o fecho central do capacete a funcionar como com a viseira de origem. Está esgotada e não sei se volta; uso exclusivamente diurno.",
    buttonText: "Ver no AliExpress",
    type: "visor",
    brand: "Scorpion",
    categorySlug: "visors-scorpion-exo-1400",
    price: "54.90",
    stock: 0,
    aliexpressUrl: "https://s.click.aliexpress.com/e/_oPb7Du3",
    rating: "4.5",
    isLimitedEdition: true,
    tags: ["iridium", "espelhada", "edicao-limitada", "pinlock"],
    specifications: {
      material: "Policarbonato com revestimento iridium",
    },
    fits: [{ model: "EXO-1400", note: { pt: "Air e Evo Air", en: "Air and Evo Air", es: "Air y Evo Air", fr: "Air et Evo Air", it: "Air e Evo Air", de: "Air und Evo Air" } }],
    visor: { tint: "dark-red", lightTransmission: 15, pinlockInsert: "Pinlock 70", marking: "daytime-only" },
    illustration: { tint: "dark-red" },
    translations: {
      en: {
        name: "Scorpion EXO-1400 iridium red visor",
        description:
          "Red mirror over a dark smoked base for the EXO-1400 Air and EXO-1400 Evo Air, from a limited run. Pinlock ready, and the helmet's central lock works just as it does with the stock visor. Currently sold out and I can't promise it'll be back; daytime use only.",
        buttonText: "View on AliExpress",
        slug: "scorpion-exo-1400-iridium-red-visor",
      },
      es: {
        name: "Visera Scorpion EXO-1400 iridium roja",
        description:
          "Espejado rojo sobre base ahumada oscura para EXO-1400 Air y EXO-1400 Evo Air, de una serie limitada. Preparada para Pinlock y con el cierre central del casco funcionando igual que con la de serie. Está agotada y no sé si volverá; solo para uso diurno.",
        buttonText: "Ver en AliExpress",
        slug: "visera-scorpion-exo-1400-iridium-roja",
      },
      fr: {
        name: "Visière Scorpion EXO-1400 iridium rouge",
        description:
          "Miroir rouge sur base fumée foncée pour EXO-1400 Air et EXO-1400 Evo Air, issue d'une série limitée. Prête pour Pinlock, et le verrouillage central du casque fonctionne comme avec la visière d'origine. Actuellement épuisée, sans garantie de retour ; usage de jour uniquement.",
        buttonText: "Voir sur AliExpress",
        slug: "visiere-scorpion-exo-1400-iridium-rouge",
      },
      it: {
        name: "Visiera Scorpion EXO-1400 iridium rossa",
        description:
          "Specchiatura rossa su base fumé scuro per EXO-1400 Air ed EXO-1400 Evo Air, da una serie limitata. Predisposta per Pinlock, con la chiusura centrale del casco che funziona come con la visiera di serie. Al momento è esaurita e non so se tornerà; solo per uso diurno.",
        buttonText: "Vedi su AliExpress",
        slug: "visiera-scorpion-exo-1400-iridium-rossa",
      },
      de: {
        name: "Scorpion EXO-1400 Visier Iridium Rot",
        description:
          "Rote Verspiegelung auf dunkel getönter Basis für EXO-1400 Air und EXO-1400 Evo Air, aus einer limitierten Serie. Pinlock-vorbereitet, der zentrale Visierverschluss funktioniert wie mit dem Serienvisier. Derzeit ausverkauft, und ob es wiederkommt, ist offen; nur für den Tagesgebrauch.",
        buttonText: "Auf AliExpress ansehen",
        slug: "scorpion-exo-1400-visier-iridium-rot",
      },
    },
  },
  {
    slug: "viseira-scorpion-r1-air-espelhada-azul",
    name: "Viseira Scorpion R1-Air espelhada azul",
    description:
      "Viseira compatível para o R1-Air com espelhado azul sobre base fumada, a preço de viseira de substituição. O espelhado é uniforme e não se nota distorção quando olhas pelos cantos. Tem pinos para Pinlock; uso exclusivamente diurno.",
    buttonText: "Ver no AliExpress",
    type: "visor",
    brand: "Scorpion",
    categorySlug: "visors-scorpion-r1-air",
    price: "34.90",
    aliexpressUrl: "https://s.click.aliexpress.com/e/_oQd4Ls6",
    rating: "4.3",
    tags: ["espelhada", "pinlock", "uso-diurno"],
    specifications: {
      material: "Policarbonato",
    },
    fits: ["R1-Air"],
    visor: { tint: "blue-mirror", lightTransmission: 20, pinlockInsert: "Pinlock 70", marking: "daytime-only" },
    illustration: { tint: "blue-mirror" },
    translations: {
      en: {
        name: "Scorpion R1-Air blue mirror visor",
        description:
          "Compatible visor for the R1-Air with a blue mirror over a smoked base, at replacement-visor money. The mirror finish is even and there's no noticeable distortion when you glance through the corners. Pinlock pins fitted; daytime use only.",
        buttonText: "View on AliExpress",
        slug: "scorpion-r1-air-blue-mirror-visor",
      },
      es: {
        name: "Visera Scorpion R1-Air espejada azul",
        description:
          "Visera compatible para el R1-Air con espejado azul sobre base ahumada, a precio de visera de recambio. El espejado es uniforme y no se aprecia distorsión al mirar por las esquinas. Con tetones para Pinlock; solo para uso diurno.",
        buttonText: "Ver en AliExpress",
        slug: "visera-scorpion-r1-air-espejada-azul",
      },
      fr: {
        name: "Visière Scorpion R1-Air miroir bleu",
        description:
          "Visière compatible pour R1-Air avec miroir bleu sur base fumée, au prix d'une visière de rechange. Le miroir est homogène et on ne remarque aucune distorsion en regardant par les coins. Ergots Pinlock présents ; usage de jour uniquement.",
        buttonText: "Voir sur AliExpress",
        slug: "visiere-scorpion-r1-air-miroir-bleu",
      },
      it: {
        name: "Visiera Scorpion R1-Air specchiata blu",
        description:
          "Visiera compatibile per R1-Air con specchiatura blu su base fumé, a prezzo da ricambio. La specchiatura è uniforme e guardando dagli angoli non si notano distorsioni. Con perni per Pinlock; solo per uso diurno.",
        buttonText: "Vedi su AliExpress",
        slug: "visiera-scorpion-r1-air-specchiata-blu",
      },
      de: {
        name: "Scorpion R1-Air Visier blau verspiegelt",
        description:
          "Kompatibles Visier für den R1-Air mit blauer Verspiegelung auf getönter Basis, zum Preis eines Ersatzvisiers. Die Verspiegelung ist gleichmäßig, und beim Blick durch die Ecken fällt keine Verzerrung auf. Mit Pinlock-Pins; nur für den Tagesgebrauch.",
        buttonText: "Auf AliExpress ansehen",
        slug: "scorpion-r1-air-visier-blau-verspiegelt",
      },
    },
  },
  {
    slug: "viseira-x-lite-x-803-rs-iridium-prateada",
    name: "Viseira X-Lite X-803 RS iridium prateada",
    description:
      "Viseira original X-Lite para o X-803 RS e o X-803 RS Ultra Carbon, com espelhado prateado e preparação para Pinlock 120. O sistema de bloqueio mantém-na bem fechada mesmo a ritmo de pista. Escura demais para o fim do dia: é uma viseira para o sol.",
    buttonText: "Ver no AliExpress",
    type: "visor",
    brand: "X-Lite",
    categorySlug: "visors-x-lite-x-803-rs",
    price: "62.90",
    aliexpressUrl: "https://s.click.aliexpress.com/e/_oRf6Wm9",
    rating: "4.7",
    tags: ["original", "iridium", "espelhada", "pinlock", "pista"],
    specifications: {
      material: "Policarbonato",
      certification: "ECE 22.06",
    },
    fits: [{ model: "X-803 RS", note: { pt: "também a X-803 RS Ultra Carbon", en: "also the X-803 RS Ultra Carbon", es: "también el X-803 RS Ultra Carbon", fr: "aussi le X-803 RS Ultra Carbon", it: "anche l'X-803 RS Ultra Carbon", de: "auch der X-803 RS Ultra Carbon" } }],
    visor: { original: true, tint: "silver-mirror", lightTransmission: 18, pinlockInsert: "Pinlock 120", marking: "daytime-only" },
    illustration: { tint: "silver-mirror" },
    translations: {
      en: {
        name: "X-Lite X-803 RS iridium silver visor",
        description:
          "Genuine X-Lite visor for the X-803 RS and X-803 RS Ultra Carbon, with a silver mirror finish and Pinlock 120 pins. The locking system keeps it firmly shut even at track pace. Too dark for dusk – this one's for sunshine.",
        buttonText: "View on AliExpress",
        slug: "x-lite-x-803-rs-iridium-silver-visor",
      },
      es: {
        name: "Visera X-Lite X-803 RS iridium plateada",
        description:
          "Visera original X-Lite para X-803 RS y X-803 RS Ultra Carbon, con espejado plateado y preparada para Pinlock 120. El sistema de bloqueo la mantiene bien cerrada incluso a ritmo de circuito. Demasiado oscura para el atardecer: es una visera para días de sol.",
        buttonText: "Ver en AliExpress",
        slug: "visera-x-lite-x-803-rs-iridium-plateada",
      },
      fr: {
        name: "Visière X-Lite X-803 RS iridium argent",
        description:
          "Visière X-Lite d'origine pour X-803 RS et X-803 RS Ultra Carbon, avec miroir argenté et prête pour Pinlock 120. Le système de verrouillage la maintient bien fermée même à rythme circuit. Trop sombre pour la tombée du jour : elle est faite pour le soleil.",
        buttonText: "Voir sur AliExpress",
        slug: "visiere-x-lite-x-803-rs-iridium-argent",
      },
      it: {
        name: "Visiera X-Lite X-803 RS iridium argento",
        description:
          "Visiera originale X-Lite per X-803 RS e X-803 RS Ultra Carbon, con specchiatura argento e predisposizione Pinlock 120. Il sistema di blocco la tiene ben chiusa anche a ritmo da pista. Troppo scura per il tramonto: è fatta per il sole.",
        buttonText: "Vedi su AliExpress",
        slug: "visiera-x-lite-x-803-rs-iridium-argento",
      },
      de: {
        name: "X-Lite X-803 RS Visier Iridium Silber",
        description:
          "Original X-Lite Visier für X-803 RS und X-803 RS Ultra Carbon, silbern verspiegelt und Pinlock-120-vorbereitet. Die Verriegelung hält es auch bei Rennstreckentempo sicher geschlossen. Für die Dämmerung zu dunkel – das ist ein Sonnenvisier.",
        buttonText: "Auf AliExpress ansehen",
        slug: "x-lite-x-803-rs-visier-iridium-silber",
      },
    },
  },
  {
    slug: "viseira-nexx-x-r3r-fumada-escura",
    name: "Viseira Nexx X.R3R fumada escura",
    description:
      "Viseira compatível em fumado escuro para o Nexx X.R3R, preparada para Pinlock. Ainda estou a confirmar qual é o vendedor mais fiável, por isso a ligação fica disponível em breve. Uso exclusivamente diurno.",
    buttonText: "Ver no AliExpress",
    type: "visor",
    brand: "Nexx",
    categorySlug: "visors-nexx-x-r3r",
    price: "38.50",
    aliexpressUrl: "#",
    rating: "4.4",
    tags: ["fumada", "pinlock", "uso-diurno"],
    specifications: {
      material: "Policarbonato",
    },
    fits: ["X.R3R"],
    visor: { tint: "dark", lightTransmission: 22, pinlockInsert: "Pinlock 70", marking: "daytime-only" },
    illustration: { tint: "dark" },
    translations: {
      en: {
        name: "Nexx X.R3R dark smoke visor",
        description:
          "Compatible dark smoke visor for the Nexx X.R3R, Pinlock ready. I'm still confirming which seller is the most reliable, so the link will be up soon. Daytime use only.",
        buttonText: "View on AliExpress",
        slug: "nexx-x-r3r-dark-smoke-visor",
      },
      es: {
        name: "Visera Nexx X.R3R ahumada oscura",
        description:
          "Visera compatible en ahumado oscuro para el Nexx X.R3R, preparada para Pinlock. Todavía estoy comprobando qué vendedor es el más fiable, así que el enlace estará disponible pronto. Solo para uso diurno.",
        buttonText: "Ver en AliExpress",
        slug: "visera-nexx-x-r3r-ahumada-oscura",
      },
      fr: {
        name: "Visière Nexx X.R3R fumée foncée",
        description:
          "Visière compatible en fumé foncé pour le Nexx X.R3R, prête pour Pinlock. Je vérifie encore quel vendeur est le plus fiable, le lien arrive donc bientôt. Usage de jour uniquement.",
        buttonText: "Voir sur AliExpress",
        slug: "visiere-nexx-x-r3r-fumee-foncee",
      },
      it: {
        name: "Visiera Nexx X.R3R fumé scuro",
        description:
          "Visiera compatibile fumé scuro per Nexx X.R3R, predisposta per Pinlock. Sto ancora verificando quale venditore sia il più affidabile, quindi il link arriverà a breve. Solo per uso diurno.",
        buttonText: "Vedi su AliExpress",
        slug: "visiera-nexx-x-r3r-fume-scuro",
      },
      de: {
        name: "Nexx X.R3R Visier dunkel getönt",
        description:
          "Kompatibles, dunkel getöntes Visier für den Nexx X.R3R, Pinlock-vorbereitet. Ich prüfe gerade noch, welcher Verkäufer am zuverlässigsten ist – der Link folgt in Kürze. Nur für den Tagesgebrauch.",
        buttonText: "Auf AliExpress ansehen",
        slug: "nexx-x-r3r-visier-dunkel",
      },
    },
  },
  {
    slug: "viseira-shark-race-r-pro-espelhada-azul",
    name: "Viseira Shark Race-R Pro espelhada azul",
    description:
      "Viseira original Shark para o Race-R Pro, com espelhado azul e preparação para Pinlock Max Vision. O mecanismo de troca rápida da Shark permite mudar de viseira na berma em menos de um minuto. Espelhada e escura: só para uso diurno.",
    buttonText: "Ver no AliExpress",
    type: "visor",
    brand: "Shark",
    categorySlug: "visors-shark-race-r-pro",
    price: "69.90",
    originalPrice: "84.90",
    aliexpressUrl: "https://s.click.aliexpress.com/e/_oSg2Xa5",
    rating: "4.6",
    tags: ["original", "espelhada", "pinlock", "pista"],
    specifications: {
      material: "Policarbonato",
      certification: "ECE 22.05",
    },
    fits: ["Race-R Pro", "Race-R"],
    visor: { original: true, tint: "blue-mirror", lightTransmission: 18, pinlockInsert: "Pinlock 120", marking: "daytime-only" },
    illustration: { tint: "blue-mirror" },
    translations: {
      en: {
        name: "Shark Race-R Pro blue mirror visor",
        description:
          "Genuine Shark visor for the Race-R Pro, with a blue mirror finish and Pinlock Max Vision ready. Shark's quick-release mechanism lets you swap visors at the roadside in under a minute. Mirrored and dark: daytime use only.",
        buttonText: "View on AliExpress",
        slug: "shark-race-r-pro-blue-mirror-visor",
      },
      es: {
        name: "Visera Shark Race-R Pro espejada azul",
        description:
          "Visera original Shark para el Race-R Pro, con espejado azul y preparada para Pinlock Max Vision. El mecanismo de cambio rápido de Shark permite cambiar de visera en el arcén en menos de un minuto. Espejada y oscura: solo para uso diurno.",
        buttonText: "Ver en AliExpress",
        slug: "visera-shark-race-r-pro-espejada-azul",
      },
      fr: {
        name: "Visière Shark Race-R Pro miroir bleu",
        description:
          "Visière Shark d'origine pour le Race-R Pro, avec miroir bleu et prête pour Pinlock Max Vision. Le système de démontage rapide de Shark permet de changer de visière au bord de la route en moins d'une minute. Miroir et foncée : usage de jour uniquement.",
        buttonText: "Voir sur AliExpress",
        slug: "visiere-shark-race-r-pro-miroir-bleu",
      },
      it: {
        name: "Visiera Shark Race-R Pro specchiata blu",
        description:
          "Visiera originale Shark per il Race-R Pro, con specchiatura blu e predisposizione Pinlock Max Vision. Il sistema di sgancio rapido Shark permette di cambiare visiera a bordo strada in meno di un minuto. Specchiata e scura: solo per uso diurno.",
        buttonText: "Vedi su AliExpress",
        slug: "visiera-shark-race-r-pro-specchiata-blu",
      },
      de: {
        name: "Shark Race-R Pro Visier blau verspiegelt",
        description:
          "Original Shark Visier für den Race-R Pro, blau verspiegelt und Pinlock-Max-Vision-vorbereitet. Dank Sharks Schnellwechselmechanik ist das Visier am Straßenrand in unter einer Minute getauscht. Verspiegelt und dunkel: nur für den Tagesgebrauch.",
        buttonText: "Auf AliExpress ansehen",
        slug: "shark-race-r-pro-visier-blau-verspiegelt",
      },
    },
  },
  {
    slug: "viseira-kyt-nz-race-arco-iris",
    name: "Viseira KYT NZ-Race arco-íris",
    description:
      "Viseira compatível com espelhado arco-íris para o KYT NZ-Race, uma combinação muito popular nas réplicas de pilotos. Ainda não tenho a ligação de um vendedor em que confie, por isso volta cá em breve. Uso exclusivamente diurno.",
    buttonText: "Ver no AliExpress",
    type: "visor",
    brand: "KYT",
    categorySlug: "visors-kyt-nz-race",
    price: "27.90",
    aliexpressUrl: "#",
    rating: "4.3",
    tags: ["espelhada", "replica", "uso-diurno"],
    specifications: {
      material: "Policarbonato",
    },
    fits: ["NZ-Race"],
    visor: { tint: "rainbow", lightTransmission: 18, marking: "daytime-only" },
    illustration: { tint: "rainbow" },
    translations: {
      en: {
        name: "KYT NZ-Race rainbow visor",
        description:
          "Compatible rainbow-mirror visor for the KYT NZ-Race, a very popular match for race replica lids. I don't have a link from a seller I trust yet, so check back soon. Daytime use only.",
        buttonText: "View on AliExpress",
        slug: "kyt-nz-race-rainbow-visor",
      },
      es: {
        name: "Visera KYT NZ-Race arcoíris",
        description:
          "Visera compatible con espejado arcoíris para el KYT NZ-Race, una combinación muy popular en las réplicas de piloto. Aún no tengo el enlace de un vendedor de confianza, así que vuelve pronto. Solo para uso diurno.",
        buttonText: "Ver en AliExpress",
        slug: "visera-kyt-nz-race-arcoiris",
      },
      fr: {
        name: "Visière KYT NZ-Race arc-en-ciel",
        description:
          "Visière compatible à miroir arc-en-ciel pour le KYT NZ-Race, une association très prisée sur les répliques de pilotes. Je n'ai pas encore de lien vers un vendeur de confiance, repassez bientôt. Usage de jour uniquement.",
        buttonText: "Voir sur AliExpress",
        slug: "visiere-kyt-nz-race-arc-en-ciel",
      },
      it: {
        name: "Visiera KYT NZ-Race iridescente",
        description:
          "Visiera compatibile con specchiatura iridescente per KYT NZ-Race, un abbinamento molto amato sulle repliche dei piloti. Non ho ancora il link di un venditore di fiducia: ripassa presto. Solo per uso diurno.",
        buttonText: "Vedi su AliExpress",
        slug: "visiera-kyt-nz-race-iridescente",
      },
      de: {
        name: "KYT NZ-Race Visier Rainbow",
        description:
          "Kompatibles Visier mit Rainbow-Verspiegelung für den KYT NZ-Race, eine beliebte Kombination bei Fahrer-Replikas. Einen Link zu einem Verkäufer, dem ich vertraue, habe ich noch nicht – schau bald wieder vorbei. Nur für den Tagesgebrauch.",
        buttonText: "Auf AliExpress ansehen",
        slug: "kyt-nz-race-visier-rainbow",
      },
    },
  },
  {
    slug: "viseira-mt-thunder-4-fumada",
    name: "Viseira MT Thunder 4 fumada",
    description:
      "Viseira original MT para o Thunder 4 SV, em fumado médio e com pinos para Pinlock. É barata, monta-se sem ferramentas e é a forma mais simples de ter uma segunda viseira para o verão. A ligação ainda está a ser preparada.",
    buttonText: "Ver no AliExpress",
    type: "visor",
    brand: "MT",
    categorySlug: "visors-mt-thunder-4",
    price: "19.90",
    aliexpressUrl: "#",
    rating: "4.2",
    tags: ["original", "fumada", "pinlock", "economica"],
    specifications: {
      material: "Policarbonato",
      certification: "ECE 22.06",
    },
    fits: [{ model: "Thunder 4", note: { pt: "versão SV", en: "SV version", es: "versión SV", fr: "version SV", it: "versione SV", de: "SV-Version" } }],
    visor: { original: true, tint: "smoke", lightTransmission: 50, pinlockInsert: "Pinlock 70", marking: "daytime-only" },
    illustration: { tint: "smoke" },
    translations: {
      en: {
        name: "MT Thunder 4 smoke visor",
        description:
          "Genuine MT visor for the Thunder 4 SV in a medium smoke, with Pinlock pins. It's cheap, fits without tools and is the simplest way to get a second visor for summer. The link is still being set up.",
        buttonText: "View on AliExpress",
        slug: "mt-thunder-4-smoke-visor",
      },
      es: {
        name: "Visera MT Thunder 4 ahumada",
        description:
          "Visera original MT para el Thunder 4 SV, en ahumado medio y con tetones para Pinlock. Es barata, se monta sin herramientas y es la forma más sencilla de tener una segunda visera para el verano. El enlace todavía se está preparando.",
        buttonText: "Ver en AliExpress",
        slug: "visera-mt-thunder-4-ahumada",
      },
      fr: {
        name: "Visière MT Thunder 4 fumée",
        description:
          "Visière MT d'origine pour le Thunder 4 SV, en fumé moyen avec ergots Pinlock. Pas chère, elle se monte sans outils et c'est le moyen le plus simple d'avoir une seconde visière pour l'été. Le lien est encore en préparation.",
        buttonText: "Voir sur AliExpress",
        slug: "visiere-mt-thunder-4-fumee",
      },
      it: {
        name: "Visiera MT Thunder 4 fumé",
        description:
          "Visiera originale MT per il Thunder 4 SV, fumé medio e con perni per Pinlock. Costa poco, si monta senza attrezzi ed è il modo più semplice per avere una seconda visiera per l'estate. Il link è ancora in preparazione.",
        buttonText: "Vedi su AliExpress",
        slug: "visiera-mt-thunder-4-fume",
      },
      de: {
        name: "MT Thunder 4 Visier getönt",
        description:
          "Original MT Visier für den Thunder 4 SV in mittlerer Tönung, mit Pinlock-Pins. Günstig, werkzeuglos montiert und der einfachste Weg zu einem zweiten Visier für den Sommer. Der Link wird gerade noch eingerichtet.",
        buttonText: "Auf AliExpress ansehen",
        slug: "mt-thunder-4-visier-getoent",
      },
    },
  },

  // ───────────────────────────── Cameras ─────────────────────────────
  {
    slug: "camara-360-insta360-x5",
    name: "Insta360 X5",
    description:
      "A câmara 360° que uso no capacete: grava em 8K/30fps e, com o selfie stick invisível, dá aquele plano em terceira pessoa sem precisar de drone. As lentes passaram a poder ser substituídas em casa, o que depois de uma queda faz toda a diferença. A redução do ruído do vento funciona bem até velocidades de autoestrada.",
    buttonText: "Ver na loja oficial",
    type: "camera",
    brand: "Insta360",
    categorySlug: "cameras-insta360",
    price: "549.99",
    aliexpressUrl: "https://store.insta360.com/product/x5",
    rating: "4.9",
    isOfficial: true,
    isFeatured: true,
    isNew: true,
    isZerosPick: true,
    isPremium: true,
    tags: ["oficial", "360", "8k", "capacete"],
    specifications: {
      resolution: "8K/30fps 360°",
      battery: "2400 mAh",
      waterproof: "15 m",
      weight: "200 g",
      connectivity: "Wi-Fi / Bluetooth",
    },
    illustration: { shape: "360", accent: "#1a1a1a" },
    translations: {
      en: {
        name: "Insta360 X5",
        description:
          "The 360° camera I run on my helmet: it shoots 8K/30fps and, with the invisible selfie stick, gives you that third-person shot without a drone. The lenses can now be replaced at home, which makes all the difference after a crash. Wind noise reduction works well up to motorway speeds.",
        buttonText: "View at the official store",
        slug: "insta360-x5-360-camera",
      },
      es: {
        name: "Insta360 X5",
        description:
          "La cámara 360° que llevo en el casco: graba en 8K/30fps y, con el palo selfie invisible, consigue ese plano en tercera persona sin necesidad de dron. Ahora las lentes se pueden cambiar en casa, algo que tras una caída marca la diferencia. La reducción del ruido del viento funciona bien hasta velocidades de autopista.",
        buttonText: "Ver en la tienda oficial",
        slug: "camara-360-insta360-x5",
      },
      fr: {
        name: "Insta360 X5",
        description:
          "La caméra 360° que j'utilise sur mon casque : elle filme en 8K/30 i/s et, avec la perche invisible, offre ce plan à la troisième personne sans drone. Les objectifs se remplacent désormais soi-même, ce qui change tout après une chute. La réduction du bruit du vent fonctionne bien jusqu'aux vitesses d'autoroute.",
        buttonText: "Voir sur la boutique officielle",
        slug: "camera-360-insta360-x5",
      },
      it: {
        name: "Insta360 X5",
        description:
          "La 360° che uso sul casco: registra in 8K/30fps e, con l'asta invisibile, regala quella ripresa in terza persona senza bisogno di un drone. Ora le lenti si sostituiscono da soli a casa, e dopo una caduta fa tutta la differenza. La riduzione del rumore del vento funziona bene fino alle velocità autostradali.",
        buttonText: "Vedi sullo store ufficiale",
        slug: "videocamera-360-insta360-x5",
      },
      de: {
        name: "Insta360 X5",
        description:
          "Die 360°-Kamera, die ich am Helm fahre: Sie filmt in 8K/30fps und liefert mit dem unsichtbaren Selfie-Stick die Third-Person-Perspektive ganz ohne Drohne. Die Objektive lassen sich jetzt zu Hause selbst tauschen – nach einem Sturz ein echter Vorteil. Die Windgeräuschunterdrückung funktioniert bis Autobahntempo gut.",
        buttonText: "Im offiziellen Shop ansehen",
        slug: "insta360-x5-360-grad-kamera",
      },
    },
  },
  {
    slug: "camara-360-insta360-x4",
    name: "Insta360 X4",
    description:
      "O modelo anterior da série X continua a ser uma excelente câmara 360°: 8K/30fps, bateria de 2290 mAh e estanque até 10 m sem caixa. Foi o mais vendido da loja durante mais de um ano e, com a chegada da X5, esgotou na loja oficial. Se voltar a aparecer em stock a este preço, é uma compra muito sensata.",
    buttonText: "Ver na loja oficial",
    type: "camera",
    brand: "Insta360",
    categorySlug: "cameras-insta360",
    price: "449.99",
    originalPrice: "529.99",
    stock: 0,
    aliexpressUrl: "https://store.insta360.com/product/x4",
    rating: "4.8",
    isOfficial: true,
    isBestSeller: true,
    tags: ["oficial", "360", "8k"],
    specifications: {
      resolution: "8K/30fps 360°",
      battery: "2290 mAh",
      waterproof: "10 m",
      weight: "203 g",
      connectivity: "Wi-Fi / Bluetooth",
    },
    illustration: { shape: "360", accent: "#1a1a1a" },
    translations: {
      en: {
        name: "Insta360 X4",
        description:
          "The previous X-series model is still an excellent 360° camera: 8K/30fps, a 2290 mAh battery and waterproof to 10 m without a housing. It was the shop's best seller for over a year and, with the X5 out, it's now sold out at the official store. If it comes back in stock at this price, it's a very sensible buy.",
        buttonText: "View at the official store",
        slug: "insta360-x4-360-camera",
      },
      es: {
        name: "Insta360 X4",
        description:
          "El modelo anterior de la serie X sigue siendo una cámara 360° excelente: 8K/30fps, batería de 2290 mAh y sumergible hasta 10 m sin carcasa. Fue lo más vendido de la tienda durante más de un año y, con la llegada de la X5, se ha agotado en la tienda oficial. Si vuelve a estar disponible a este precio, es una compra muy sensata.",
        buttonText: "Ver en la tienda oficial",
        slug: "camara-360-insta360-x4",
      },
      fr: {
        name: "Insta360 X4",
        description:
          "Le modèle précédent de la série X reste une excellente caméra 360° : 8K/30 i/s, batterie de 2290 mAh et étanche jusqu'à 10 m sans caisson. Ce fut la meilleure vente de la boutique pendant plus d'un an et, avec l'arrivée de la X5, elle est épuisée sur la boutique officielle. Si elle revient en stock à ce prix, c'est un achat très raisonnable.",
        buttonText: "Voir sur la boutique officielle",
        slug: "camera-360-insta360-x4",
      },
      it: {
        name: "Insta360 X4",
        description:
          "Il modello precedente della serie X resta un'ottima 360°: 8K/30fps, batteria da 2290 mAh e impermeabile fino a 10 m senza custodia. È stata la più venduta del negozio per oltre un anno e, con l'arrivo della X5, è esaurita sullo store ufficiale. Se torna disponibile a questo prezzo, è un acquisto molto sensato.",
        buttonText: "Vedi sullo store ufficiale",
        slug: "videocamera-360-insta360-x4",
      },
      de: {
        name: "Insta360 X4",
        description:
          "Das Vorgängermodell der X-Serie ist nach wie vor eine hervorragende 360°-Kamera: 8K/30fps, 2290-mAh-Akku und ohne Gehäuse bis 10 m wasserdicht. Sie war über ein Jahr lang der Bestseller im Shop und ist seit dem Erscheinen der X5 im offiziellen Shop ausverkauft. Taucht sie zu diesem Preis wieder auf, ist sie ein sehr vernünftiger Kauf.",
        buttonText: "Im offiziellen Shop ansehen",
        slug: "insta360-x4-360-grad-kamera",
      },
    },
  },
  {
    slug: "mini-camara-insta360-go-3s",
    name: "Insta360 GO 3S",
    description:
      "Uma câmara 4K de 39 g que se prende magneticamente ao capacete ou ao peito e quase não se dá por ela. O Action Pod funciona como ecrã e bateria extra, o que estica a gravação para um passeio de fim de semana. Não substitui uma câmara de ação maior em estrada a alta velocidade, mas para ângulos diferentes é imbatível.",
    buttonText: "Ver na loja oficial",
    type: "camera",
    brand: "Insta360",
    categorySlug: "cameras-insta360",
    price: "384.99",
    aliexpressUrl: "https://store.insta360.com/product/go-3s",
    rating: "4.5",
    isOfficial: true,
    isNew: true,
    tags: ["oficial", "4k", "mini", "magnetica"],
    specifications: {
      resolution: "4K/30fps",
      battery: "310 mAh + 1270 mAh (Action Pod)",
      waterproof: "10 m",
      weight: "39 g",
      connectivity: "Wi-Fi / Bluetooth",
    },
    illustration: { accent: "#f2f2f2" },
    translations: {
      en: {
        name: "Insta360 GO 3S",
        description:
          "A 39 g 4K camera that clips magnetically to your helmet or chest and you'll barely notice it's there. The Action Pod doubles as a screen and extra battery, stretching recording time to cover a weekend ride. It won't replace a bigger action camera for high-speed road footage, but for unusual angles it's unbeatable.",
        buttonText: "View at the official store",
        slug: "insta360-go-3s-mini-camera",
      },
      es: {
        name: "Insta360 GO 3S",
        description:
          "Una cámara 4K de 39 g que se sujeta magnéticamente al casco o al pecho y apenas se nota. El Action Pod hace de pantalla y batería extra, lo que alarga la grabación para una salida de fin de semana. No sustituye a una cámara de acción más grande en carretera a alta velocidad, pero para ángulos diferentes es imbatible.",
        buttonText: "Ver en la tienda oficial",
        slug: "mini-camara-insta360-go-3s",
      },
      fr: {
        name: "Insta360 GO 3S",
        description:
          "Une caméra 4K de 39 g qui se fixe magnétiquement au casque ou à la poitrine et se fait complètement oublier. L'Action Pod sert d'écran et de batterie supplémentaire, de quoi prolonger l'enregistrement pour une sortie du week-end. Elle ne remplace pas une caméra d'action plus grosse pour filmer à haute vitesse, mais pour des angles originaux elle est imbattable.",
        buttonText: "Voir sur la boutique officielle",
        slug: "mini-camera-insta360-go-3s",
      },
      it: {
        name: "Insta360 GO 3S",
        description:
          "Una videocamera 4K da 39 g che si aggancia magneticamente al casco o al petto e quasi non ti accorgi di averla. L'Action Pod fa da schermo e da batteria extra, allungando la registrazione per un giro nel weekend. Non sostituisce un'action cam più grande su strada ad alta velocità, ma per inquadrature diverse è imbattibile.",
        buttonText: "Vedi sullo store ufficiale",
        slug: "mini-videocamera-insta360-go-3s",
      },
      de: {
        name: "Insta360 GO 3S",
        description:
          "Eine 39 g leichte 4K-Kamera, die magnetisch am Helm oder an der Brust hält und kaum auffällt. Der Action Pod dient als Display und Zusatzakku und verlängert die Aufnahmezeit für eine Wochenendtour. Eine größere Actioncam für schnelle Landstraßenfahrten ersetzt sie nicht, aber für ungewöhnliche Perspektiven ist sie unschlagbar.",
        buttonText: "Im offiziellen Shop ansehen",
        slug: "insta360-go-3s-minikamera",
      },
    },
  },
  {
    slug: "camara-de-acao-insta360-ace-pro-2",
    name: "Insta360 Ace Pro 2",
    description:
      "Câmara de ação com lente desenvolvida em conjunto com a Leica, sensor de 1/1,3 polegadas e ecrã rebatível de 2,5 polegadas, ótima para vlogs de mota. Grava em 8K/24fps ou 4K/60fps e tem um modo de redução do ruído do vento que faz uma diferença real no áudio. É a minha recomendação para quem prefere uma câmara de ação tradicional a uma 360°.",
    buttonText: "Ver na loja oficial",
    type: "camera",
    brand: "Insta360",
    categorySlug: "cameras-insta360",
    price: "399.99",
    originalPrice: "449.99",
    aliexpressUrl: "https://store.insta360.com/product/ace-pro-2",
    rating: "4.7",
    isOfficial: true,
    isNew: true,
    isRecommended: true,
    tags: ["oficial", "8k", "4k", "leica", "vlog"],
    specifications: {
      resolution: "8K/24fps, 4K/60fps",
      battery: "1800 mAh",
      waterproof: "12 m",
      weight: "177 g",
      connectivity: "Wi-Fi / Bluetooth",
    },
    illustration: { accent: "#1a1a1a" },
    translations: {
      en: {
        name: "Insta360 Ace Pro 2",
        description:
          "Action camera with a lens co-engineered with Leica, a 1/1.3-inch sensor and a 2.5-inch flip screen that's great for moto vlogging. It shoots 8K/24fps or 4K/60fps and has a wind-noise reduction mode that makes a real difference to the audio. My pick for anyone who'd rather have a traditional action camera than a 360°.",
        buttonText: "View at the official store",
        slug: "insta360-ace-pro-2-action-camera",
      },
      es: {
        name: "Insta360 Ace Pro 2",
        description:
          "Cámara de acción con objetivo desarrollado junto a Leica, sensor de 1/1,3 pulgadas y pantalla abatible de 2,5 pulgadas, ideal para hacer vlogs en moto. Graba en 8K/24fps o 4K/60fps y tiene un modo de reducción del ruido del viento que se nota de verdad en el audio. Es mi recomendación si prefieres una cámara de acción tradicional a una 360°.",
        buttonText: "Ver en la tienda oficial",
        slug: "camara-de-accion-insta360-ace-pro-2",
      },
      fr: {
        name: "Insta360 Ace Pro 2",
        description:
          "Caméra d'action avec objectif co-développé avec Leica, capteur 1/1,3 pouce et écran orientable de 2,5 pouces, idéale pour le moto-vlog. Elle filme en 8K/24 i/s ou 4K/60 i/s et propose une réduction du bruit du vent qui change vraiment le son. C'est ma recommandation si vous préférez une caméra d'action classique à une 360°.",
        buttonText: "Voir sur la boutique officielle",
        slug: "camera-sport-insta360-ace-pro-2",
      },
      it: {
        name: "Insta360 Ace Pro 2",
        description:
          "Action cam con obiettivo sviluppato insieme a Leica, sensore da 1/1,3 pollici e schermo ribaltabile da 2,5 pollici, perfetta per il motovlog. Registra in 8K/24fps o 4K/60fps e ha una modalità di riduzione del rumore del vento che migliora davvero l'audio. È il mio consiglio per chi vuole un'action cam tradizionale invece di una 360°.",
        buttonText: "Vedi sullo store ufficiale",
        slug: "action-cam-insta360-ace-pro-2",
      },
      de: {
        name: "Insta360 Ace Pro 2",
        description:
          "Actioncam mit gemeinsam mit Leica entwickeltem Objektiv, 1/1,3-Zoll-Sensor und 2,5-Zoll-Klappdisplay – ideal fürs Motovlogging. Sie filmt in 8K/24fps oder 4K/60fps, und die Windgeräuschreduzierung macht beim Ton einen echten Unterschied. Meine Empfehlung für alle, die lieber eine klassische Actioncam als eine 360°-Kamera möchten.",
        buttonText: "Im offiziellen Shop ansehen",
        slug: "insta360-ace-pro-2-actioncam",
      },
    },
  },
  {
    slug: "camara-de-acao-dji-osmo-action-5-pro",
    name: "DJI Osmo Action 5 Pro",
    description:
      "A câmara de ação mais equilibrada para mota: 4K/120fps, 47 GB de armazenamento interno e até 4 horas de bateria em 1080p. Liga-se diretamente a um transmissor DJI Mic 2 sem recetor, o que simplifica muito o áudio no capacete. Estanque até 20 m sem caixa e com ecrã frontal para ajudar a enquadrar.",
    buttonText: "Ver na loja oficial",
    type: "camera",
    brand: "DJI",
    categorySlug: "cameras-dji",
    price: "349.00",
    originalPrice: "379.00",
    aliexpressUrl: "https://store.dji.com/product/osmo-action-5-pro",
    rating: "4.8",
    isOfficial: true,
    isFeatured: true,
    isPremium: true,
    isBestSeller: true,
    tags: ["oficial", "4k", "camara-de-acao", "osmoaudio"],
    specifications: {
      resolution: "4K/120fps",
      battery: "1950 mAh",
      waterproof: "20 m",
      weight: "146 g",
      connectivity: "Wi-Fi / Bluetooth / OsmoAudio",
    },
    illustration: { accent: "#2b2b2b" },
    translations: {
      en: {
        name: "DJI Osmo Action 5 Pro",
        description:
          "The most well-rounded action camera for motorcycling: 4K/120fps, 47 GB of internal storage and up to 4 hours of battery at 1080p. It pairs directly with a DJI Mic 2 transmitter without a receiver, which makes helmet audio much simpler. Waterproof to 20 m without a housing, with a front screen to help you frame your shots.",
        buttonText: "View at the official store",
        slug: "dji-osmo-action-5-pro-action-camera",
      },
      es: {
        name: "DJI Osmo Action 5 Pro",
        description:
          "La cámara de acción más equilibrada para moto: 4K/120fps, 47 GB de almacenamiento interno y hasta 4 horas de batería en 1080p. Se conecta directamente a un transmisor DJI Mic 2 sin receptor, lo que simplifica mucho el audio en el casco. Sumergible hasta 20 m sin carcasa y con pantalla frontal para encuadrar.",
        buttonText: "Ver en la tienda oficial",
        slug: "camara-de-accion-dji-osmo-action-5-pro",
      },
      fr: {
        name: "DJI Osmo Action 5 Pro",
        description:
          "La caméra d'action la plus équilibrée pour la moto : 4K/120 i/s, 47 Go de stockage interne et jusqu'à 4 heures d'autonomie en 1080p. Elle se connecte directement à un émetteur DJI Mic 2 sans récepteur, ce qui simplifie beaucoup le son dans le casque. Étanche jusqu'à 20 m sans caisson, avec un écran frontal pour cadrer.",
        buttonText: "Voir sur la boutique officielle",
        slug: "camera-sport-dji-osmo-action-5-pro",
      },
      it: {
        name: "DJI Osmo Action 5 Pro",
        description:
          "L'action cam più equilibrata per la moto: 4K/120fps, 47 GB di memoria interna e fino a 4 ore di autonomia in 1080p. Si collega direttamente a un trasmettitore DJI Mic 2 senza ricevitore, e questo semplifica molto l'audio nel casco. Impermeabile fino a 20 m senza custodia, con schermo frontale per inquadrarsi.",
        buttonText: "Vedi sullo store ufficiale",
        slug: "action-cam-dji-osmo-action-5-pro",
      },
      de: {
        name: "DJI Osmo Action 5 Pro",
        description:
          "Die ausgewogenste Actioncam fürs Motorrad: 4K/120fps, 47 GB interner Speicher und bis zu 4 Stunden Akkulaufzeit in 1080p. Sie verbindet sich direkt mit einem DJI-Mic-2-Sender, ganz ohne Empfänger – das macht den Ton im Helm deutlich einfacher. Ohne Gehäuse bis 20 m wasserdicht, mit Frontdisplay für die Bildkontrolle.",
        buttonText: "Im offiziellen Shop ansehen",
        slug: "dji-osmo-action-5-pro-actioncam",
      },
    },
  },
  {
    slug: "camara-360-dji-osmo-360",
    name: "DJI Osmo 360",
    description:
      "A primeira câmara 360° da DJI, com sensor quadrado de 1 polegada e vídeo 360° em 8K/50fps. Tem 105 GB de armazenamento interno e liga-se aos microfones DJI sem recetor. A junção das imagens no capacete é muito limpa; a aplicação de edição ainda está um passo atrás da da Insta360, mas melhora a cada atualização.",
    buttonText: "Ver na loja oficial",
    type: "camera",
    brand: "DJI",
    categorySlug: "cameras-dji",
    price: "479.00",
    aliexpressUrl: "https://store.dji.com/product/dji-osmo-360",
    rating: "4.6",
    isOfficial: true,
    isFeatured: true,
    isNew: true,
    isPremium: true,
    tags: ["oficial", "360", "8k", "osmoaudio"],
    specifications: {
      resolution: "8K/50fps 360°",
      battery: "1950 mAh",
      waterproof: "10 m",
      weight: "183 g",
      connectivity: "Wi-Fi / Bluetooth / OsmoAudio",
    },
    illustration: { shape: "360", accent: "#2b2b2b" },
    translations: {
      en: {
        name: "DJI Osmo 360",
        description:
          "DJI's first 360° camera, with a square 1-inch sensor and 8K/50fps 360° video. It has 105 GB of internal storage and connects to DJI mics without a receiver. Stitching on the helmet is very clean; the editing app is still a step behind Insta360's, but it gets better with every update.",
        buttonText: "View at the official store",
        slug: "dji-osmo-360-camera",
      },
      es: {
        name: "DJI Osmo 360",
        description:
          "La primera cámara 360° de DJI, con sensor cuadrado de 1 pulgada y vídeo 360° en 8K/50fps. Tiene 105 GB de almacenamiento interno y se conecta a los micrófonos DJI sin receptor. La unión de las imágenes en el casco es muy limpia; la app de edición aún va un paso por detrás de la de Insta360, pero mejora con cada actualización.",
        buttonText: "Ver en la tienda oficial",
        slug: "camara-360-dji-osmo-360",
      },
      fr: {
        name: "DJI Osmo 360",
        description:
          "La première caméra 360° de DJI, avec un capteur carré de 1 pouce et de la vidéo 360° en 8K/50 i/s. Elle dispose de 105 Go de stockage interne et se connecte aux micros DJI sans récepteur. Le raccord des images sur le casque est très propre ; l'appli de montage a encore un temps de retard sur celle d'Insta360, mais progresse à chaque mise à jour.",
        buttonText: "Voir sur la boutique officielle",
        slug: "camera-360-dji-osmo-360",
      },
      it: {
        name: "DJI Osmo 360",
        description:
          "La prima 360° di DJI, con sensore quadrato da 1 pollice e video 360° in 8K/50fps. Ha 105 GB di memoria interna e si collega ai microfoni DJI senza ricevitore. La cucitura delle immagini sul casco è molto pulita; l'app di editing è ancora un passo indietro rispetto a quella di Insta360, ma migliora a ogni aggiornamento.",
        buttonText: "Vedi sullo store ufficiale",
        slug: "videocamera-360-dji-osmo-360",
      },
      de: {
        name: "DJI Osmo 360",
        description:
          "DJIs erste 360°-Kamera, mit quadratischem 1-Zoll-Sensor und 360°-Video in 8K/50fps. Sie hat 105 GB internen Speicher und verbindet sich ohne Empfänger mit DJI-Mikrofonen. Das Stitching am Helm ist sehr sauber; die Schnitt-App hinkt der von Insta360 noch etwas hinterher, wird aber mit jedem Update besser.",
        buttonText: "Im offiziellen Shop ansehen",
        slug: "dji-osmo-360-grad-kamera",
      },
    },
  },

  // ───────────────────────────── Intercoms ─────────────────────────────
  {
    slug: "intercomunicador-ejeas-ms20-mesh",
    name: "Intercomunicador Ejeas MS20 Mesh",
    description:
      "O intercomunicador que levo no meu capacete: rede Mesh para grupos grandes, em que ninguém perde a ligação quando o grupo se estica, e Bluetooth para o telemóvel e o GPS. O alcance anunciado é de 2 km em campo aberto; em estradas de montanha, conta com metade. Cerca de 20 horas de conversação, o que chega bem para um dia inteiro de estrada.",
    buttonText: "Ver no AliExpress",
    type: "intercom",
    brand: "Ejeas",
    categorySlug: "intercoms-ejeas",
    price: "99.90",
    originalPrice: "119.90",
    stock: 2,
    aliexpressUrl: "https://s.click.aliexpress.com/e/_oTh9Fb2",
    rating: "4.7",
    isFeatured: true,
    isNew: true,
    isZerosPick: true,
    tags: ["mesh", "bluetooth", "intercomunicador", "grupo"],
    specifications: {
      range: "2000 m",
      riders: "20",
      battery: "20 h",
      connectivity: "Mesh / Bluetooth 5.1",
    },
    illustration: { accent: "#e4572e" },
    translations: {
      en: {
        name: "Ejeas MS20 Mesh intercom",
        description:
          "The intercom on my own helmet: Mesh networking for big groups, so nobody drops out when the group stretches out, plus Bluetooth for your phone and GPS. Claimed range is 2 km in open country; on twisty mountain roads, count on half that. Around 20 hours of talk time, which easily covers a full day's riding.",
        buttonText: "View on AliExpress",
        slug: "ejeas-ms20-mesh-intercom",
      },
      es: {
        name: "Intercomunicador Ejeas MS20 Mesh",
        description:
          "El intercomunicador que llevo en mi casco: red Mesh para grupos grandes, así nadie pierde la conexión cuando el grupo se estira, y Bluetooth para el móvil y el GPS. El alcance anunciado es de 2 km en campo abierto; en carreteras de montaña, cuenta con la mitad. Unas 20 horas de conversación, suficientes para un día entero de ruta.",
        buttonText: "Ver en AliExpress",
        slug: "intercomunicador-ejeas-ms20-mesh",
      },
      fr: {
        name: "Intercom Ejeas MS20 Mesh",
        description:
          "L'intercom que j'utilise sur mon propre casque : réseau Mesh pour les grands groupes, personne ne décroche quand le groupe s'étire, et Bluetooth pour le téléphone et le GPS. La portée annoncée est de 2 km en terrain dégagé ; sur les routes de montagne, comptez la moitié. Environ 20 heures de conversation, largement de quoi tenir une journée entière.",
        buttonText: "Voir sur AliExpress",
        slug: "intercom-ejeas-ms20-mesh",
      },
      it: {
        name: "Interfono Ejeas MS20 Mesh",
        description:
          "L'interfono che uso sul mio casco: rete Mesh per gruppi numerosi, così nessuno perde il collegamento quando il gruppo si allunga, più Bluetooth per smartphone e navigatore. La portata dichiarata è di 2 km in campo aperto; sulle strade di montagna conta sulla metà. Circa 20 ore di conversazione, più che sufficienti per una giornata intera in sella.",
        buttonText: "Vedi su AliExpress",
        slug: "interfono-ejeas-ms20-mesh",
      },
      de: {
        name: "Ejeas MS20 Mesh-Intercom",
        description:
          "Das Intercom an meinem eigenen Helm: Mesh-Netzwerk für große Gruppen, damit niemand die Verbindung verliert, wenn sich die Gruppe auseinanderzieht, dazu Bluetooth für Handy und Navi. Die angegebene Reichweite beträgt 2 km bei freier Sicht; auf kurvigen Bergstraßen eher die Hälfte. Rund 20 Stunden Sprechzeit – das reicht locker für einen ganzen Fahrtag.",
        buttonText: "Auf AliExpress ansehen",
        slug: "ejeas-ms20-mesh-gegensprechanlage",
      },
    },
  },
  {
    slug: "intercomunicador-ejeas-v6-pro",
    name: "Intercomunicador Ejeas V6 Pro",
    description:
      "O intercomunicador mais vendido da loja e a forma mais barata de falar com o pendura ou com mais cinco motas. Usa Bluetooth 3.0, que já tem uns anos, mas a ligação entre duas unidades é estável e o som chega para conversar a velocidades legais. Inclui rádio FM e suporte de fixação para o capacete.",
    buttonText: "Ver no AliExpress",
    type: "intercom",
    brand: "Ejeas",
    categorySlug: "intercoms-ejeas",
    price: "45.90",
    originalPrice: "59.90",
    aliexpressUrl: "https://s.click.aliexpress.com/e/_oUj4Kc7",
    rating: "4.4",
    isRecommended: true,
    isBestSeller: true,
    tags: ["bluetooth", "intercomunicador", "radio-fm", "economico"],
    specifications: {
      range: "1200 m",
      riders: "6",
      battery: "850 mAh",
      connectivity: "Bluetooth 3.0",
    },
    illustration: { accent: "#1a1a1a" },
    translations: {
      en: {
        name: "Ejeas V6 Pro intercom",
        description:
          "The shop's best-selling intercom and the cheapest way to talk to your pillion or up to five other bikes. It runs on Bluetooth 3.0, which is showing its age, but the link between two units is stable and the sound is good enough for conversation at legal speeds. FM radio and a helmet clamp mount are included.",
        buttonText: "View on AliExpress",
        slug: "ejeas-v6-pro-intercom",
      },
      es: {
        name: "Intercomunicador Ejeas V6 Pro",
        description:
          "El intercomunicador más vendido de la tienda y la forma más barata de hablar con tu acompañante o con hasta cinco motos más. Usa Bluetooth 3.0, que ya tiene sus años, pero la conexión entre dos unidades es estable y el sonido basta para conversar a velocidades legales. Incluye radio FM y soporte de sujeción para el casco.",
        buttonText: "Ver en AliExpress",
        slug: "intercomunicador-ejeas-v6-pro",
      },
      fr: {
        name: "Intercom Ejeas V6 Pro",
        description:
          "L'intercom le plus vendu de la boutique et le moyen le moins cher de parler à votre passager ou à cinq autres motos. Il utilise le Bluetooth 3.0, qui accuse son âge, mais la liaison entre deux unités est stable et le son suffit pour discuter aux vitesses légales. Radio FM et fixation à pince pour le casque incluses.",
        buttonText: "Voir sur AliExpress",
        slug: "intercom-ejeas-v6-pro",
      },
      it: {
        name: "Interfono Ejeas V6 Pro",
        description:
          "L'interfono più venduto del negozio e il modo più economico per parlare con il passeggero o con altre cinque moto. Usa il Bluetooth 3.0, che ha i suoi anni, ma il collegamento tra due unità è stabile e l'audio basta per chiacchierare entro i limiti di velocità. Radio FM e attacco a clip per il casco inclusi.",
        buttonText: "Vedi su AliExpress",
        slug: "interfono-ejeas-v6-pro",
      },
      de: {
        name: "Ejeas V6 Pro Intercom",
        description:
          "Das meistverkaufte Intercom im Shop und der günstigste Weg, mit Sozius oder bis zu fünf weiteren Motorrädern zu sprechen. Es nutzt Bluetooth 3.0, was man ihm anmerkt, doch die Verbindung zwischen zwei Geräten ist stabil und der Ton reicht für Gespräche bei legalem Tempo. UKW-Radio und Klemmhalterung für den Helm sind dabei.",
        buttonText: "Auf AliExpress ansehen",
        slug: "ejeas-v6-pro-gegensprechanlage",
      },
    },
  },
  {
    slug: "ejeas-v6-pro-pack-de-2",
    name: "Ejeas V6 Pro — pack de 2",
    description:
      "Duas unidades V6 Pro já emparelhadas de fábrica, para condutor e pendura ou para dois amigos que saem sempre juntos. Sai mais barato do que comprar duas unidades avulso e cada uma traz as suas colunas, microfone e suporte. De resto é igual ao V6 Pro individual, incluindo as limitações do Bluetooth 3.0.",
    buttonText: "Ver no AliExpress",
    type: "intercom",
    brand: "Ejeas",
    categorySlug: "intercoms-ejeas",
    price: "79.90",
    aliexpressUrl: "https://s.click.aliexpress.com/e/_oVk6Md1",
    rating: "4.4",
    tags: ["bluetooth", "intercomunicador", "pack", "pendura"],
    specifications: {
      range: "1200 m",
      riders: "6",
      battery: "850 mAh",
      connectivity: "Bluetooth 3.0",
    },
    illustration: { accent: "#1a1a1a" },
    translations: {
      en: {
        name: "Ejeas V6 Pro – twin pack",
        description:
          "Two V6 Pro units paired at the factory, for rider and pillion or two friends who always ride together. It works out cheaper than buying two singles, and each one comes with its own speakers, microphone and mount. Everything else is the same as the single V6 Pro, including the limits of Bluetooth 3.0.",
        buttonText: "View on AliExpress",
        slug: "ejeas-v6-pro-intercom-twin-pack",
      },
      es: {
        name: "Ejeas V6 Pro – pack de 2",
        description:
          "Dos unidades V6 Pro emparejadas de fábrica, para piloto y acompañante o para dos amigos que siempre salen juntos. Sale más barato que comprar dos sueltas y cada una trae sus altavoces, micrófono y soporte. Por lo demás es idéntico al V6 Pro individual, incluidas las limitaciones del Bluetooth 3.0.",
        buttonText: "Ver en AliExpress",
        slug: "intercomunicador-ejeas-v6-pro-pack-2",
      },
      fr: {
        name: "Ejeas V6 Pro – lot de 2",
        description:
          "Deux unités V6 Pro appairées en usine, pour le pilote et le passager ou pour deux amis qui roulent toujours ensemble. Le lot revient moins cher que deux unités séparées, et chacune a ses propres haut-parleurs, micro et fixation. Pour le reste, c'est le même que le V6 Pro à l'unité, y compris les limites du Bluetooth 3.0.",
        buttonText: "Voir sur AliExpress",
        slug: "intercom-ejeas-v6-pro-lot-de-2",
      },
      it: {
        name: "Ejeas V6 Pro – confezione da 2",
        description:
          "Due unità V6 Pro già accoppiate in fabbrica, per pilota e passeggero o per due amici che escono sempre insieme. Costa meno che comprarne due singole e ognuna ha i suoi altoparlanti, microfono e supporto. Per il resto è identico al V6 Pro singolo, compresi i limiti del Bluetooth 3.0.",
        buttonText: "Vedi su AliExpress",
        slug: "interfono-ejeas-v6-pro-confezione-2",
      },
      de: {
        name: "Ejeas V6 Pro – Doppelpack",
        description:
          "Zwei ab Werk gekoppelte V6 Pro, für Fahrer und Sozius oder zwei Freunde, die immer zusammen fahren. Günstiger als zwei Einzelgeräte, und jedes hat eigene Lautsprecher, Mikrofon und Halterung. Ansonsten identisch mit dem einzelnen V6 Pro, einschließlich der Grenzen von Bluetooth 3.0.",
        buttonText: "Auf AliExpress ansehen",
        slug: "ejeas-v6-pro-doppelpack",
      },
    },
  },
  {
    slug: "intercomunicador-ejeas-q7",
    name: "Intercomunicador Ejeas Q7",
    description:
      "O modelo mais recente e compacto da Ejeas, com Bluetooth 5.1 e um perfil baixo que faz menos ruído de vento do que o V6 Pro. Liga até seis motas e permite partilhar música com o pendura. Carrega por USB-C, por isso finalmente dá para usar o mesmo cabo do telemóvel.",
    buttonText: "Ver no AliExpress",
    type: "intercom",
    brand: "Ejeas",
    categorySlug: "intercoms-ejeas",
    price: "52.90",
    originalPrice: "64.90",
    aliexpressUrl: "https://s.click.aliexpress.com/e/_oWm3Ne8",
    rating: "4.5",
    tags: ["bluetooth", "intercomunicador", "usb-c", "compacto"],
    specifications: {
      range: "1200 m",
      riders: "6",
      battery: "20 h",
      connectivity: "Bluetooth 5.1",
    },
    illustration: { accent: "#3a3a3a" },
    translations: {
      en: {
        name: "Ejeas Q7 intercom",
        description:
          "Ejeas's newer, more compact unit, with Bluetooth 5.1 and a low profile that makes less wind noise than the V6 Pro. It links up to six bikes and can share music with your pillion. It charges over USB-C, so you can finally use the same cable as your phone.",
        buttonText: "View on AliExpress",
        slug: "ejeas-q7-intercom",
      },
      es: {
        name: "Intercomunicador Ejeas Q7",
        description:
          "El modelo más reciente y compacto de Ejeas, con Bluetooth 5.1 y un perfil bajo que genera menos ruido de viento que el V6 Pro. Conecta hasta seis motos y permite compartir música con el acompañante. Se carga por USB-C, así que por fin puedes usar el mismo cable que el del móvil.",
        buttonText: "Ver en AliExpress",
        slug: "intercomunicador-ejeas-q7",
      },
      fr: {
        name: "Intercom Ejeas Q7",
        description:
          "Le modèle plus récent et plus compact d'Ejeas, en Bluetooth 5.1, avec un profil bas qui génère moins de bruit de vent que le V6 Pro. Il relie jusqu'à six motos et permet de partager la musique avec le passager. Recharge en USB-C : enfin le même câble que le téléphone.",
        buttonText: "Voir sur AliExpress",
        slug: "intercom-ejeas-q7",
      },
      it: {
        name: "Interfono Ejeas Q7",
        description:
          "Il modello più recente e compatto di Ejeas, con Bluetooth 5.1 e un profilo basso che fa meno rumore aerodinamico del V6 Pro. Collega fino a sei moto e permette di condividere la musica con il passeggero. Si ricarica via USB-C, quindi finalmente usi lo stesso cavo dello smartphone.",
        buttonText: "Vedi su AliExpress",
        slug: "interfono-ejeas-q7",
      },
      de: {
        name: "Ejeas Q7 Intercom",
        description:
          "Das neuere, kompaktere Modell von Ejeas mit Bluetooth 5.1 und flacher Bauform, die weniger Windgeräusche macht als der V6 Pro. Verbindet bis zu sechs Motorräder und teilt Musik mit dem Sozius. Geladen wird per USB-C – endlich dasselbe Kabel wie fürs Handy.",
        buttonText: "Auf AliExpress ansehen",
        slug: "ejeas-q7-gegensprechanlage",
      },
    },
  },

  // ───────────────────────────── Microphones ─────────────────────────────
  {
    slug: "microfone-sem-fios-dji-mic-2",
    name: "DJI Mic 2 (2 TX + 1 RX)",
    description:
      "Sistema sem fios com dois transmissores, um recetor e estojo de carregamento, para gravar condutor e pendura ao mesmo tempo. Cada transmissor grava internamente em 32 bits flutuantes, por isso uma rajada de vento já não estraga o áudio. Alcance até 250 m e cerca de 18 horas de autonomia com o estojo.",
    buttonText: "Ver na loja oficial",
    type: "microphone",
    brand: "DJI",
    categorySlug: "accessories-microphones-dji",
    price: "279.00",
    originalPrice: "349.00",
    aliexpressUrl: "https://store.dji.com/product/dji-mic-2",
    rating: "4.8",
    isOfficial: true,
    isPremium: true,
    tags: ["oficial", "sem-fios", "microfone", "32-bit"],
    specifications: {
      range: "250 m",
      battery: "6 h (TX) / 18 h (estojo)",
      weight: "28 g (TX)",
      connectivity: "2,4 GHz / Bluetooth",
    },
    illustration: { accent: "#2b2b2b" },
    translations: {
      en: {
        name: "DJI Mic 2 (2 TX + 1 RX)",
        description:
          "Wireless system with two transmitters, a receiver and a charging case, so you can record rider and pillion at the same time. Each transmitter records internally in 32-bit float, so a gust of wind no longer ruins your audio. Up to 250 m range and around 18 hours of battery life with the case.",
        buttonText: "View at the official store",
        slug: "dji-mic-2-wireless-microphone",
      },
      es: {
        name: "DJI Mic 2 (2 TX + 1 RX)",
        description:
          "Sistema inalámbrico con dos transmisores, un receptor y estuche de carga, para grabar a piloto y acompañante a la vez. Cada transmisor graba internamente en 32 bits flotantes, así que una ráfaga de viento ya no arruina el audio. Hasta 250 m de alcance y unas 18 horas de autonomía con el estuche.",
        buttonText: "Ver en la tienda oficial",
        slug: "microfono-inalambrico-dji-mic-2",
      },
      fr: {
        name: "DJI Mic 2 (2 TX + 1 RX)",
        description:
          "Système sans fil avec deux émetteurs, un récepteur et un boîtier de charge, pour enregistrer pilote et passager en même temps. Chaque émetteur enregistre en interne en 32 bits flottants : une rafale de vent ne gâche plus le son. Jusqu'à 250 m de portée et environ 18 heures d'autonomie avec le boîtier.",
        buttonText: "Voir sur la boutique officielle",
        slug: "micro-sans-fil-dji-mic-2",
      },
      it: {
        name: "DJI Mic 2 (2 TX + 1 RX)",
        description:
          "Sistema wireless con due trasmettitori, un ricevitore e custodia di ricarica, per registrare pilota e passeggero insieme. Ogni trasmettitore registra internamente a 32 bit float, così una raffica di vento non rovina più l'audio. Fino a 250 m di portata e circa 18 ore di autonomia con la custodia.",
        buttonText: "Vedi sullo store ufficiale",
        slug: "microfono-wireless-dji-mic-2",
      },
      de: {
        name: "DJI Mic 2 (2 TX + 1 RX)",
        description:
          "Funksystem mit zwei Sendern, einem Empfänger und Ladecase, um Fahrer und Sozius gleichzeitig aufzunehmen. Jeder Sender zeichnet intern in 32 Bit Float auf, sodass eine Windböe den Ton nicht mehr ruiniert. Bis zu 250 m Reichweite und rund 18 Stunden Laufzeit mit dem Case.",
        buttonText: "Im offiziellen Shop ansehen",
        slug: "dji-mic-2-funkmikrofon",
      },
    },
  },
  {
    slug: "microfone-sem-fios-dji-mic-mini",
    name: "DJI Mic Mini (2 TX + 1 RX)",
    description:
      "Transmissores com apenas 10 g que se escondem facilmente dentro do capacete, junto à queixeira. Alcance até 400 m e cerca de 11,5 horas por transmissor, com o estojo a levar o total até 48 horas. Não grava internamente como o Mic 2, mas para vlogs de mota o som é surpreendentemente limpo.",
    buttonText: "Ver na loja oficial",
    type: "microphone",
    brand: "DJI",
    categorySlug: "accessories-microphones-dji",
    price: "169.00",
    aliexpressUrl: "https://store.dji.com/product/dji-mic-mini",
    rating: "4.6",
    isOfficial: true,
    isFeatured: true,
    isNew: true,
    tags: ["oficial", "sem-fios", "microfone", "vlog"],
    specifications: {
      range: "400 m",
      battery: "11,5 h (TX) / 48 h (estojo)",
      weight: "10 g (TX)",
      connectivity: "2,4 GHz / Bluetooth",
    },
    illustration: { accent: "#2b2b2b" },
    translations: {
      en: {
        name: "DJI Mic Mini (2 TX + 1 RX)",
        description:
          "Transmitters weighing just 10 g that tuck easily inside a helmet, next to the chin bar. Up to 400 m range and around 11.5 hours per transmitter, with the case bringing the total to 48 hours. It doesn't record internally like the Mic 2, but for moto vlogs the sound is surprisingly clean.",
        buttonText: "View at the official store",
        slug: "dji-mic-mini-wireless-microphone",
      },
      es: {
        name: "DJI Mic Mini (2 TX + 1 RX)",
        description:
          "Transmisores de solo 10 g que se esconden fácilmente dentro del casco, junto a la mentonera. Hasta 400 m de alcance y unas 11,5 horas por transmisor, con el estuche llegando a 48 horas en total. No graba internamente como el Mic 2, pero para vlogs en moto el sonido es sorprendentemente limpio.",
        buttonText: "Ver en la tienda oficial",
        slug: "microfono-inalambrico-dji-mic-mini",
      },
      fr: {
        name: "DJI Mic Mini (2 TX + 1 RX)",
        description:
          "Des émetteurs de seulement 10 g qui se glissent facilement dans le casque, près de la mentonnière. Jusqu'à 400 m de portée et environ 11,5 heures par émetteur, le boîtier portant le total à 48 heures. Il n'enregistre pas en interne comme le Mic 2, mais pour le moto-vlog le son est étonnamment propre.",
        buttonText: "Voir sur la boutique officielle",
        slug: "micro-sans-fil-dji-mic-mini",
      },
      it: {
        name: "DJI Mic Mini (2 TX + 1 RX)",
        description:
          "Trasmettitori da appena 10 g che si nascondono facilmente nel casco, vicino alla mentoniera. Fino a 400 m di portata e circa 11,5 ore per trasmettitore, con la custodia che porta il totale a 48 ore. Non registra internamente come il Mic 2, ma per il motovlog l'audio è sorprendentemente pulito.",
        buttonText: "Vedi sullo store ufficiale",
        slug: "microfono-wireless-dji-mic-mini",
      },
      de: {
        name: "DJI Mic Mini (2 TX + 1 RX)",
        description:
          "Nur 10 g leichte Sender, die sich problemlos im Helm am Kinnteil verstecken lassen. Bis zu 400 m Reichweite und rund 11,5 Stunden pro Sender, mit dem Case insgesamt 48 Stunden. Anders als das Mic 2 zeichnet es nicht intern auf, aber für Motovlogs ist der Ton überraschend sauber.",
        buttonText: "Im offiziellen Shop ansehen",
        slug: "dji-mic-mini-funkmikrofon",
      },
    },
  },
  {
    slug: "transmissor-dji-mic-2",
    name: "Transmissor DJI Mic 2",
    description:
      "Se já tens uma Osmo Action 5 Pro ou uma Osmo 360, este transmissor liga-se diretamente à câmara por Bluetooth, sem recetor. É a solução que uso: prendo-o dentro do capacete e a voz sai limpa mesmo a 100 km/h. Também grava internamente em 32 bits flutuantes, como cópia de segurança.",
    buttonText: "Ver na loja oficial",
    type: "microphone",
    brand: "DJI",
    categorySlug: "accessories-microphones-dji",
    price: "99.00",
    aliexpressUrl: "https://store.dji.com/product/dji-mic-2-transmitter",
    rating: "4.7",
    isOfficial: true,
    isZerosPick: true,
    tags: ["oficial", "sem-fios", "microfone", "osmoaudio"],
    specifications: {
      compatibility: "DJI Osmo Action 5 Pro / Osmo Action 4 / Osmo 360 / Osmo Pocket 3",
      battery: "6 h",
      weight: "28 g",
      connectivity: "Bluetooth (OsmoAudio)",
    },
    illustration: { accent: "#2b2b2b" },
    translations: {
      en: {
        name: "DJI Mic 2 transmitter",
        description:
          "If you already own an Osmo Action 5 Pro or Osmo 360, this transmitter connects straight to the camera over Bluetooth – no receiver needed. It's my own setup: I clip it inside the helmet and my voice comes through clean even at 100 km/h. It also records internally in 32-bit float as a backup.",
        buttonText: "View at the official store",
        slug: "dji-mic-2-transmitter",
      },
      es: {
        name: "Transmisor DJI Mic 2",
        description:
          "Si ya tienes una Osmo Action 5 Pro o una Osmo 360, este transmisor se conecta directamente a la cámara por Bluetooth, sin receptor. Es lo que uso yo: lo sujeto dentro del casco y la voz sale limpia incluso a 100 km/h. Además graba internamente en 32 bits flotantes como copia de seguridad.",
        buttonText: "Ver en la tienda oficial",
        slug: "transmisor-dji-mic-2",
      },
      fr: {
        name: "Émetteur DJI Mic 2",
        description:
          "Si vous avez déjà une Osmo Action 5 Pro ou une Osmo 360, cet émetteur se connecte directement à la caméra en Bluetooth, sans récepteur. C'est mon propre montage : je le fixe dans le casque et ma voix reste claire même à 100 km/h. Il enregistre aussi en interne en 32 bits flottants, en guise de sauvegarde.",
        buttonText: "Voir sur la boutique officielle",
        slug: "emetteur-dji-mic-2",
      },
      it: {
        name: "Trasmettitore DJI Mic 2",
        description:
          "Se hai già una Osmo Action 5 Pro o una Osmo 360, questo trasmettitore si collega direttamente alla videocamera via Bluetooth, senza ricevitore. È la soluzione che uso io: lo fisso dentro il casco e la voce arriva pulita anche a 100 km/h. Registra anche internamente a 32 bit float come backup.",
        buttonText: "Vedi sullo store ufficiale",
        slug: "trasmettitore-dji-mic-2",
      },
      de: {
        name: "DJI Mic 2 Sender",
        description:
          "Wer schon eine Osmo Action 5 Pro oder Osmo 360 hat, verbindet diesen Sender per Bluetooth direkt mit der Kamera – ganz ohne Empfänger. So fahre ich selbst: Ich befestige ihn im Helm, und die Stimme kommt selbst bei 100 km/h klar rüber. Zusätzlich zeichnet er intern in 32 Bit Float als Backup auf.",
        buttonText: "Im offiziellen Shop ansehen",
        slug: "dji-mic-2-sender",
      },
    },
  },

  // ───────────────────────────── Accessories ─────────────────────────────
  {
    slug: "suporte-queixo-capacete-dji-osmo-action",
    name: "Suporte de queixo para capacete DJI Osmo Action",
    description:
      "Suporte oficial que se cola à queixeira do capacete integral e põe a câmara à altura dos olhos, o ângulo mais natural em mota. Usa o adaptador de libertação rápida das Osmo Action, por isso tiras a câmara num segundo quando paras. Limpa bem a zona com álcool antes de colar e espera 24 horas antes de rodar.",
    buttonText: "Ver na loja oficial",
    type: "accessory",
    brand: "DJI",
    categorySlug: "accessories-mounts",
    price: "24.00",
    aliexpressUrl: "https://store.dji.com/product/osmo-action-helmet-chin-mount",
    rating: "4.6",
    isOfficial: true,
    isRecommended: true,
    isZerosPick: true,
    tags: ["oficial", "suporte", "capacete", "queixo"],
    specifications: {
      material: "Policarbonato / adesivo 3M",
      compatibility: "DJI Osmo Action 5 Pro / Osmo Action 4 / Osmo Action 3",
    },
    illustration: { accent: "#2b2b2b" },
    translations: {
      en: {
        name: "DJI Osmo Action helmet chin mount",
        description:
          "Official mount that sticks to the chin bar of a full-face helmet and puts the camera at eye level – the most natural angle on a bike. It uses the Osmo Action quick-release adapter, so the camera comes off in a second when you stop. Clean the area with alcohol before sticking it on and wait 24 hours before riding.",
        buttonText: "View at the official store",
        slug: "dji-osmo-action-helmet-chin-mount",
      },
      es: {
        name: "Soporte de mentonera para casco DJI Osmo Action",
        description:
          "Soporte oficial que se pega a la mentonera del casco integral y coloca la cámara a la altura de los ojos, el ángulo más natural en moto. Usa el adaptador de liberación rápida de las Osmo Action, así que quitas la cámara en un segundo al parar. Limpia bien la zona con alcohol antes de pegarlo y espera 24 horas antes de rodar.",
        buttonText: "Ver en la tienda oficial",
        slug: "soporte-mentonera-casco-dji-osmo-action",
      },
      fr: {
        name: "Support mentonnière pour casque DJI Osmo Action",
        description:
          "Support officiel qui se colle sur la mentonnière d'un casque intégral et place la caméra à hauteur des yeux, l'angle le plus naturel à moto. Il utilise l'adaptateur à fixation rapide des Osmo Action : la caméra se retire en une seconde à l'arrêt. Nettoyez la zone à l'alcool avant de coller et attendez 24 heures avant de rouler.",
        buttonText: "Voir sur la boutique officielle",
        slug: "support-mentonniere-casque-dji-osmo-action",
      },
      it: {
        name: "Supporto mentoniera per casco DJI Osmo Action",
        description:
          "Supporto ufficiale che si incolla alla mentoniera del casco integrale e porta la videocamera all'altezza degli occhi, l'angolazione più naturale in moto. Usa l'adattatore a sgancio rapido delle Osmo Action, quindi togli la camera in un attimo quando ti fermi. Pulisci bene la zona con alcol prima di incollarlo e aspetta 24 ore prima di partire.",
        buttonText: "Vedi sullo store ufficiale",
        slug: "supporto-mentoniera-casco-dji-osmo-action",
      },
      de: {
        name: "DJI Osmo Action Kinnhalterung für den Helm",
        description:
          "Offizielle Halterung, die auf das Kinnteil eines Integralhelms geklebt wird und die Kamera auf Augenhöhe bringt – die natürlichste Perspektive auf dem Motorrad. Sie nutzt den Schnellwechseladapter der Osmo Action, sodass die Kamera beim Anhalten in einer Sekunde abgenommen ist. Die Stelle vorher mit Alkohol reinigen und vor der ersten Fahrt 24 Stunden warten.",
        buttonText: "Im offiziellen Shop ansehen",
        slug: "dji-osmo-action-helm-kinnhalterung",
      },
    },
  },
  {
    slug: "kit-suporte-mota-insta360",
    name: "Kit de mota Insta360 (Motorcycle Bundle)",
    description:
      "Suporte em U de alumínio para o guiador ou para as barras de proteção, com o selfie stick invisível de 114 cm. É assim que se consegue o plano em terceira pessoa que parece filmado por um drone. Aperta bem os parafusos e usa o cabo de segurança: a vibração da mota não perdoa.",
    buttonText: "Ver na loja oficial",
    type: "accessory",
    brand: "Insta360",
    categorySlug: "accessories-mounts",
    price: "74.99",
    aliexpressUrl: "https://store.insta360.com/product/motorcycle-bundle",
    rating: "4.5",
    isOfficial: true,
    isRecommended: true,
    tags: ["oficial", "suporte", "guiador", "360"],
    specifications: {
      material: "Liga de alumínio",
      compatibility: "Insta360 X5 / X4 / X3",
    },
    illustration: { accent: "#1a1a1a" },
    translations: {
      en: {
        name: "Insta360 Motorcycle Bundle",
        description:
          "Aluminium U-bolt mount for your handlebars or crash bars, paired with the 114 cm invisible selfie stick. It's how you get that third-person shot that looks like it was filmed by a drone. Tighten the bolts properly and use the safety tether – bike vibration is unforgiving.",
        buttonText: "View at the official store",
        slug: "insta360-motorcycle-mount-bundle",
      },
      es: {
        name: "Kit para moto Insta360 (Motorcycle Bundle)",
        description:
          "Soporte de aluminio en U para el manillar o las defensas, junto con el palo selfie invisible de 114 cm. Así se consigue ese plano en tercera persona que parece grabado con un dron. Aprieta bien los tornillos y usa la cinta de seguridad: las vibraciones de la moto no perdonan.",
        buttonText: "Ver en la tienda oficial",
        slug: "kit-soporte-moto-insta360",
      },
      fr: {
        name: "Kit moto Insta360 (Motorcycle Bundle)",
        description:
          "Fixation en U en aluminium pour le guidon ou les pare-carters, accompagnée de la perche invisible de 114 cm. C'est ainsi qu'on obtient ce plan à la troisième personne qu'on croirait filmé par un drone. Serrez bien les vis et utilisez la longe de sécurité : les vibrations de la moto ne pardonnent pas.",
        buttonText: "Voir sur la boutique officielle",
        slug: "kit-fixation-moto-insta360",
      },
      it: {
        name: "Kit moto Insta360 (Motorcycle Bundle)",
        description:
          "Supporto a U in alluminio per il manubrio o i paramotore, insieme all'asta invisibile da 114 cm. È così che si ottiene quella ripresa in terza persona che sembra girata con un drone. Stringi bene le viti e usa il cavetto di sicurezza: le vibrazioni della moto non perdonano.",
        buttonText: "Vedi sullo store ufficiale",
        slug: "kit-supporto-moto-insta360",
      },
      de: {
        name: "Insta360 Motorrad-Set (Motorcycle Bundle)",
        description:
          "U-Bügel-Halterung aus Aluminium für Lenker oder Sturzbügel, kombiniert mit dem 114 cm langen unsichtbaren Selfie-Stick. So entsteht die Third-Person-Perspektive, die aussieht, als wäre sie mit einer Drohne gefilmt. Schrauben gut anziehen und die Sicherungsleine benutzen – Motorradvibrationen verzeihen nichts.",
        buttonText: "Im offiziellen Shop ansehen",
        slug: "insta360-motorrad-halterung-set",
      },
    },
  },
  {
    slug: "pinlock-70-anti-embaciamento-agv-k6",
    name: "Pinlock 70 Max Vision para AGV K6",
    description:
      "Lente anti-embaciamento Pinlock 70 Max Vision transparente, específica para a viseira do K6 e do K6 S. O K6 já traz uma de origem; esta é para a segunda viseira ou para substituir uma riscada. Com ela, deixas de abrir a viseira nos semáforos nas manhãs frias.",
    buttonText: "Ver no AliExpress",
    type: "accessory",
    brand: "AGV",
    categorySlug: "accessories-care",
    price: "34.90",
    stock: 5,
    aliexpressUrl: "https://s.click.aliexpress.com/e/_oXn8Pf4",
    rating: "4.7",
    isRecommended: true,
    tags: ["pinlock", "anti-embaciamento", "inverno"],
    specifications: {
      material: "Pinlock 70 Max Vision",
      tint: "Transparente",
    },
    fits: ["K6", "K6S"],
    illustration: { part: "pinlock" },
    translations: {
      en: {
        name: "Pinlock 70 Max Vision for AGV K6",
        description:
          "Clear Pinlock 70 Max Vision anti-fog insert made specifically for the K6 and K6 S visor. The K6 comes with one from the factory; this is for your second visor or to replace a scratched one. No more cracking the visor open at traffic lights on cold mornings.",
        buttonText: "View on AliExpress",
        slug: "pinlock-70-max-vision-agv-k6",
      },
      es: {
        name: "Pinlock 70 Max Vision para AGV K6",
        description:
          "Lámina antivaho Pinlock 70 Max Vision transparente, específica para la visera del K6 y K6 S. El K6 ya trae una de serie; esta es para tu segunda visera o para sustituir una rayada. Se acabó abrir la visera en los semáforos las mañanas frías.",
        buttonText: "Ver en AliExpress",
        slug: "pinlock-70-antivaho-agv-k6",
      },
      fr: {
        name: "Pinlock 70 Max Vision pour AGV K6",
        description:
          "Écran anti-buée Pinlock 70 Max Vision transparent, spécifique à la visière du K6 et du K6 S. Le K6 en est équipé d'origine ; celui-ci est pour votre deuxième visière ou pour remplacer un écran rayé. Fini d'entrouvrir la visière aux feux rouges par les matins froids.",
        buttonText: "Voir sur AliExpress",
        slug: "pinlock-70-antibuee-agv-k6",
      },
      it: {
        name: "Pinlock 70 Max Vision per AGV K6",
        description:
          "Lente antiappannamento Pinlock 70 Max Vision trasparente, specifica per la visiera di K6 e K6 S. Il K6 ne ha già una di serie; questa è per la seconda visiera o per sostituirne una graffiata. Basta aprire la visiera ai semafori nelle mattine fredde.",
        buttonText: "Vedi su AliExpress",
        slug: "pinlock-70-antiappannamento-agv-k6",
      },
      de: {
        name: "Pinlock 70 Max Vision für AGV K6",
        description:
          "Klare Pinlock-70-Max-Vision-Antibeschlagscheibe, speziell für das Visier von K6 und K6 S. Der K6 hat ab Werk bereits eine; diese ist für dein zweites Visier oder als Ersatz für eine zerkratzte. Schluss damit, an kalten Morgen an jeder Ampel das Visier aufzumachen.",
        buttonText: "Auf AliExpress ansehen",
        slug: "pinlock-70-antibeschlag-agv-k6",
      },
    },
  },
];
