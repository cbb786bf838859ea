import { createHash, createSign, generateKeyPairSync, randomBytes } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

/**
 * A passkey in software for the server tests: it answers registration and sign-in options the way a
 * platform authenticator does (attestation "none", user verified, ES256), so registerPasskey and signIn
 * are tested with their real verification. Not for production: it is a key pair in memory.
 */

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");
const sha256 = (bytes: Uint8Array | Buffer | string) => createHash("sha256").update(bytes).digest();
const uint32 = (n: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(n);
  return buffer;
};

/** User present, user verified; with attested credential data for a registration. */
const FLAGS = { get: 0x05, create: 0x45 };

export function softwareAuthenticator(rp: { id: string; origin: string }, credentialId = randomBytes(16)) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const cosePublicKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? "", "base64url")],
      [-3, Buffer.from(jwk.y ?? "", "base64url")],
    ]),
  );
  const id = b64url(credentialId);
  let counter = 0;
  let userHandle = "";
  const clientData = (type: "webauthn.create" | "webauthn.get", challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: rp.origin, crossOrigin: false }));

  return {
    id,
    /** The answer to registration options: a new passkey for options.user. */
    register(options: { challenge: string; user: { id: string } }): Record<string, unknown> {
      userHandle = options.user.id;
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        sha256(rp.id),
        Buffer.from([FLAGS.create]),
        uint32(counter),
        Buffer.alloc(16),
        idLength,
        credentialId,
        Buffer.from(cosePublicKey),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ["fmt", "none"],
          ["attStmt", new Map<string, string>()],
          ["authData", authData],
        ]),
      );
      return {
        id,
        rawId: id,
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
      };
    },
    /** The answer to sign-in options, signed with this passkey's key. */
    signIn(options: { challenge: string }): Record<string, unknown> {
      counter += 1;
      const authenticatorData = Buffer.concat([sha256(rp.id), Buffer.from([FLAGS.get]), uint32(counter)]);
      const clientDataJSON = clientData("webauthn.get", options.challenge);
      const signature = createSign("SHA256")
        .update(Buffer.concat([authenticatorData, sha256(clientDataJSON)]))
        .sign(privateKey);
      return {
        id,
        rawId: id,
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authenticatorData),
          signature: b64url(signature),
          userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}
