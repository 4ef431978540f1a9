/** The signed-in admin's controls (sign-out). Built with the admin issue. */
export default function AdminBar() {
  return null;
}
