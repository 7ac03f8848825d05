// «· Siguiente» after «Volver a la lista» on a queue's item (a claim, a request): the next item of the
// same list, with the list's filters kept in `href`; nothing when the item is the list's last.
export function NextLink({ href }: { href: string | undefined }) {
  return href ? (
    <>
      {" · "}
      <a href={href} rel="next">
        Siguiente
      </a>
    </>
  ) : null;
}
