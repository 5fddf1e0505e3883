import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/** Where the test photos were "taken": what must never be stored or served. */
const gps = {
  GPSLatitudeRef: "N",
  GPSLatitude: "38/1 42/1 3/1",
  GPSLongitudeRef: "W",
  GPSLongitude: "9/1 8/1 21/1",
};

/**
 * A phone photo: noisy (so it weighs what a photo does), with EXIF GPS and camera, XMP, and an orientation that
 * says "turn me a quarter" (so stored upright it is `height`×`width`).
 */
export function gpsJpeg(width = 2000, height = 1600) {
  return sharp({
    create: { width, height, channels: 3, background: "#4a7", noise: { type: "gaussian", mean: 120, sigma: 40 } },
  })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: "RiderPhone", Model: "X1" }, IFD3: gps })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
        '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>A rider</dc:creator>' +
        "</rdf:Description></rdf:RDF></x:xmpmeta>",
    )
    .toBuffer();
}

/** What sharp finds of metadata in a picture's bytes. */
export async function metadataOf(bytes: Uint8Array) {
  const { format, width, height, exif, xmp, iptc, orientation } = await sharp(bytes).metadata();
  return { format, width, height, exif: !!exif, xmp: !!xmp, iptc: !!iptc, orientation };
}

/** A 16000×16000 black 1-bit PNG, about 31 KB: 256 megapixels behind a harmless size. Built by hand, not decoded. */
export function hugeOneBitPng(side = 16_000) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth; colour type 0 (grey), compression, filter and interlace 0
  // Each row: filter byte 0, then side / 8 bytes of black.
  const rows = Buffer.alloc((1 + side / 8) * side);
  return Buffer.concat([
    Buffer.from("\x89PNG\r\n\x1a\n", "latin1"),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
