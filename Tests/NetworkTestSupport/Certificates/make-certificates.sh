#!/usr/bin/env bash
# Regenerates the test certificates the loopback test server presents over TLS. They are checked
# in, so the tests need no generation step; run this only to change them (needs `openssl`).
#
#   ca.pem              the test CA the tests trust (valid 100 years)
#   server.pem/.key     127.0.0.1, ::1 and localhost, from the test CA (100 years)
#   self-signed.pem/.key    the same names, signed by itself
#   wrong-host.pem/.key     from the test CA, for wrong-host.invalid only
#   expired.pem/.key        from the test CA, valid from 2000-01-01 to 2001-01-01 only
#   unknown-ca.pem/.key     the right names, from a CA nobody trusts
set -euo pipefail
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
days=36500
names="subjectAltName=IP:127.0.0.1,IP:::1,DNS:localhost"

key() { openssl ecparam -name prime256v1 -genkey -noout -out "$1"; }

ca() { # name file-stem
    key "$work/$2.key"
    openssl req -x509 -new -key "$work/$2.key" -subj "/CN=$1" -days "$days" -sha256 \
        -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign,cRLSign" -out "$work/$2.pem"
}

leaf() { # stem common-name subjectAltName ca-stem [startdate enddate]
    key "$1.key"
    openssl req -new -key "$1.key" -subj "/CN=$2" -out "$work/$1.csr"
    printf 'basicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n%s\n' "$3" > "$work/$1.ext"
    if [ $# -ge 6 ]; then
        # `openssl x509` cannot set dates in the past before OpenSSL 3.4; `openssl ca` can.
        mkdir -p "$work/db" && : > "$work/db/index" && echo 01 > "$work/db/serial"
        cat > "$work/ca.cnf" <<CONF
[ca]
default_ca = test
[test]
database = $work/db/index
serial = $work/db/serial
new_certs_dir = $work/db
default_md = sha256
policy = anything
copy_extensions = none
[anything]
commonName = supplied
CONF
        openssl ca -batch -notext -config "$work/ca.cnf" -cert "$work/$4.pem" -keyfile "$work/$4.key" \
            -startdate "$5" -enddate "$6" -extfile "$work/$1.ext" -in "$work/$1.csr" -out "$1.pem" 2>/dev/null
    else
        openssl x509 -req -in "$work/$1.csr" -CA "$work/$4.pem" -CAkey "$work/$4.key" -CAcreateserial \
            -days "$days" -sha256 -extfile "$work/$1.ext" -out "$1.pem" 2>/dev/null
    fi
}

ca "Modular Terminal App Test CA" ca
ca "Untrusted Test CA" other-ca
cp "$work/ca.pem" ca.pem
leaf server 127.0.0.1 "$names" ca
leaf wrong-host wrong-host.invalid "subjectAltName=DNS:wrong-host.invalid" ca
leaf expired 127.0.0.1 "$names" ca 20000101000000Z 20010101000000Z
leaf unknown-ca 127.0.0.1 "$names" other-ca
key self-signed.key
openssl req -x509 -new -key self-signed.key -subj "/CN=127.0.0.1" -days "$days" -sha256 -addext "$names" -out self-signed.pem
echo "certificates written to $(pwd)"
