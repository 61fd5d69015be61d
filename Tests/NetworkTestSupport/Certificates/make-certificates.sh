#!/usr/bin/env bash
# Regenerates the test certificates the loopback test server presents over TLS. They are checked
# in, so the tests need no generation step; run this only to change them (needs `openssl`).
#
#   ca.pem                  the test CA the tests trust
#   server.pem/.key         127.0.0.1, ::1 and localhost, from the test CA
#   self-signed.pem/.key    the same names, signed by itself
#   wrong-host.pem/.key     from the test CA, for wrong-host.invalid only
#   expired.pem/.key        from the test CA, valid from 2000-01-01 to 2001-01-01 only
#   unknown-ca.pem/.key     the right names, from a CA nobody trusts (the leaf alone)
#   untrusted-root.pem/.key the right names, from a CA nobody trusts, sent with that CA's
#                           self-signed root (OpenSSL's error 19, not the leaf's 18)
#   cn-only.pem/.key        from the test CA, CN=localhost and no subjectAltName (refused:
#                           browsers and the client never fall back to the common name)
#
# Every date is explicit: valid from 2020-01-01 to 2120-01-01 (a century, so the tests do not
# rot, and started well before any clock they run under), except the expired one.
set -euo pipefail
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
start=20200101000000Z
end=21200101000000Z
names="subjectAltName=IP:127.0.0.1,IP:::1,DNS:localhost"

key() { openssl ecparam -name prime256v1 -genkey -noout -out "$1"; }

# `openssl x509` cannot set a start date before OpenSSL 3.4; `openssl ca` can, for any certificate.
cat > "$work/ca.cnf" <<CONF
[ca]
default_ca = test
[test]
database = $work/index
serial = $work/serial
new_certs_dir = $work
default_md = sha256
policy = anything
copy_extensions = none
unique_subject = no
[anything]
commonName = supplied
CONF
: > "$work/index"
echo 01 > "$work/serial"

# sign OUT KEY CN EXTENSIONS ISSUER-STEM|self START END
sign() {
    openssl req -new -key "$2" -subj "/CN=$3" -out "$work/request.csr"
    printf '%s\n' "$4" | tr ';' '\n' > "$work/extensions"
    if [ "$5" = self ]; then
        issuer=(-selfsign -keyfile "$2")
    else
        issuer=(-cert "$work/$5.pem" -keyfile "$work/$5.key")
    fi
    openssl ca -batch -notext -config "$work/ca.cnf" "${issuer[@]}" -startdate "$6" -enddate "$7" \
        -extfile "$work/extensions" -in "$work/request.csr" -out "$1" 2>/dev/null
}

ca_extensions="basicConstraints=critical,CA:TRUE;keyUsage=critical,keyCertSign,cRLSign"
leaf_extensions="basicConstraints=CA:FALSE;extendedKeyUsage=serverAuth"

key "$work/ca.key"
sign "$work/ca.pem" "$work/ca.key" "Modular Terminal App Test CA" "$ca_extensions" self "$start" "$end"
key "$work/other-ca.key"
sign "$work/other-ca.pem" "$work/other-ca.key" "Untrusted Test CA" "$ca_extensions" self "$start" "$end"
cp "$work/ca.pem" ca.pem

for stem in server wrong-host expired unknown-ca self-signed untrusted-root cn-only; do key "$stem.key"; done
sign server.pem server.key 127.0.0.1 "$leaf_extensions;$names" ca "$start" "$end"
sign wrong-host.pem wrong-host.key wrong-host.invalid "$leaf_extensions;subjectAltName=DNS:wrong-host.invalid" ca "$start" "$end"
sign expired.pem expired.key 127.0.0.1 "$leaf_extensions;$names" ca 20000101000000Z 20010101000000Z
sign unknown-ca.pem unknown-ca.key 127.0.0.1 "$leaf_extensions;$names" other-ca "$start" "$end"
sign self-signed.pem self-signed.key 127.0.0.1 "$leaf_extensions;$names" self "$start" "$end"
sign "$work/untrusted-root-leaf.pem" untrusted-root.key 127.0.0.1 "$leaf_extensions;$names" other-ca "$start" "$end"
cat "$work/untrusted-root-leaf.pem" "$work/other-ca.pem" > untrusted-root.pem
sign cn-only.pem cn-only.key localhost "$leaf_extensions" ca "$start" "$end"
echo "certificates written to $(pwd)"
